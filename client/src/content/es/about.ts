import type { AboutSection } from '../about.ts';

// Spanish text of the About Us page (issue 33, docs/decisions/088 "Content", 110): the same
// sections, in the same order and shape, as ../about.ts; `audience` stays an identifier.

export const aboutEs: {
  regenPointsAudiences: readonly (AboutSection & { audience: string })[];
  mission: AboutSection;
  values: readonly { title: string; text: string }[];
  founderStory: AboutSection;
} = {
  regenPointsAudiences: [
    {
      audience: 'travelers',
      heading: 'Para viajeros',
      paragraphs: [
        'Los Regen Points® te dicen cuánta contribución positiva hace falta para dejar un destino mejor de como lo encontraste. La calculadora de impacto de nuestra página de inicio convierte tu país, el número de días y el número de ciudades en un objetivo personal: los lugares más vulnerables y los viajes a un ritmo más rápido piden más.',
        'Consigues puntos reservando experiencias regenerativas y practicando los gestos cotidianos que sugerimos para cada país, desde ir en tren hasta comprar a artesanos locales. Cuando tus puntos alcanzan tu objetivo, has contribuido de forma positiva a los lugares que has visitado.',
      ],
    },
    {
      audience: 'suppliers',
      heading: 'Para proveedores',
      paragraphs: [
        'Cada actividad publicada en Regen Marketplace genera Regen Points para los viajeros que la reservan, según su duración y el impacto que logra. Cuatro horas plantando manglares suman más que un paseo de una hora, y nuestro equipo puede fijar una cifra concreta cuando el impacto de una actividad es excepcional.',
        'Los puntos hacen visible tu contribución. Los viajeros que buscan experiencias con sentido ven exactamente lo que vale para el lugar el tiempo que pasan contigo, y revisamos cada actividad antes de publicarla para que la etiqueta conserve su significado.',
      ],
    },
    {
      audience: 'destinations',
      heading: 'Para destinos',
      paragraphs: [
        'Agrupamos los destinos en tres niveles según lo vulnerables que son a las presiones del turismo y del cambio climático. Los lugares muy vulnerables piden a los viajeros 1500 puntos al día; los destinos en desarrollo, 900, y los países resilientes de renta alta, 450.',
        'Así, los lugares que más cuidado necesitan reciben más atención, y las comunidades pueden mostrar a los visitantes qué proyectos, negocios y hábitos marcan de verdad la diferencia para ellas.',
      ],
    },
  ],
  mission: {
    heading: 'Nuestra misión',
    paragraphs: [
      'Regen Marketplace existe para que cada viaje deje un lugar mejor de lo que estaba. Conectamos a viajeros curiosos con gente local que regenera ecosistemas, revitaliza pueblos y mantiene vivas sus culturas, y hacemos que el valor de ese trabajo sea fácil de ver.',
    ],
  },
  values: [
    {
      title: 'Lo local, primero',
      text: 'Los ingresos, las decisiones y las historias se quedan en las comunidades que te acogen.',
    },
    {
      title: 'Medido, no prometido',
      text: 'Los Regen Points ponen cifra al impacto, y revisamos cada actividad antes de publicarla.',
    },
    {
      title: 'La naturaleza tiene un sitio en la mesa',
      text: 'Bosques, arrecifes y ríos sanos son la base de cada destino que amamos.',
    },
    {
      title: 'Sin prisa y con curiosidad',
      text: 'Menos lugares, estancias más largas, conversaciones de verdad: viajes que también cambian a quien viaja.',
    },
  ],
  founderStory: {
    heading: 'Nuestra historia',
    paragraphs: [
      'Regen Marketplace nació en una terraza sobre un pueblo de montaña de los Alpes suizos. Nuestra fundadora había pasado años trabajando en el turismo convencional y había visto cómo lugares preciosos se llenaban de visitantes en verano y se vaciaban de vecinos el resto del año.',
      'En Tschlin conoció a vecinos que restauraban antiguas terrazas y reabrían talleres con la ayuda de huéspedes que se quedaban días, no horas. Esos huéspedes volvían a casa con ampollas en las manos y amistades duraderas, y el pueblo ganaba algo que podía medir.',
      'Se hizo una pregunta sencilla: ¿y si cada viaje pudiera planificarse en torno al bien que hace? Los Regen Points fueron su respuesta, y este marketplace es donde viajeros, proveedores y destinos se encuentran para ponerla en práctica.',
    ],
  },
};
