import type { ProjectCard } from '../projects.ts';

// Spanish text of the six projects on /current-projects (issue 33, docs/decisions/088 "Content",
// 110): the same projects, in the same order, as ../projects.ts; status, start date and
// illustration stay the English entry's.

export type ProjectText = Pick<ProjectCard, 'title' | 'location' | 'description' | 'impact'>;

export const projectTextsEs: readonly ProjectText[] = [
  {
    title: 'Restauración de manglares en los Sundarbans',
    location: 'Bengala Occidental, India',
    description:
      'Equipos de los pueblos y viajeros plantan plantones de mangle en las orillas erosionadas de los ríos y levantan un dique vivo contra ciclones y mareas de tormenta.',
    impact: '42 000 mangles plantados y 18 hectáreas de costa protegidas',
  },
  {
    title: 'Programa Revive Tschlin',
    location: 'Baja Engadina, Suiza',
    description:
      'Los huéspedes ayudan a restaurar terrazas de cultivo centenarias, a reabrir talleres y a recibir a nuevas familias en un pueblo de montaña que se estaba quedando sin vecinos.',
    impact: '3 terrazas restauradas y 2 negocios del pueblo reabiertos',
  },
  {
    title: 'Guardianes de los prados alpinos',
    location: 'Tirol, Austria',
    description:
      'Los viajeros se unen a ganaderos de montaña para desbrozar y resembrar prados de siega llenos de flores, y así mantener abiertos los pastos de altura para los polinizadores y las orquídeas raras.',
    impact: '27 hectáreas de prado rico en especies mantenidas cada verano',
  },
  {
    title: 'Guardianes del arrecife del mar Rojo',
    location: 'Marsa Alam, Egipto',
    description:
      'Centros de buceo y pescadores locales enseñan a los visitantes a hacer seguimiento del arrecife, instalan boyas de amarre que evitan los daños de las anclas y organizan inmersiones sin plástico.',
    impact: '60 boyas de amarre instaladas y 1200 censos del arrecife registrados',
  },
  {
    title: 'Corredor forestal comunitario de Bwindi',
    location: 'Distrito de Kanungu, Uganda',
    description:
      'Los ingresos del turismo pagan a los agricultores para replantar un corredor de árboles autóctonos que une el bosque de Bwindi con tierras comunales, y dan a los gorilas espacio para moverse sin asaltar los cultivos.',
    impact: '15 000 árboles autóctonos previstos en 40 hectáreas',
  },
  {
    title: 'Caminos de polinizadores de Eslovenia',
    location: 'Gorenjska, Eslovenia',
    description:
      'Apicultores, escuelas y visitantes plantan franjas de flores silvestres entre pueblos y crean hábitats para las abejas a lo largo de rutas ciclistas al pie de los Alpes Julianos.',
    impact: '12 km de caminos en flor y 90 colmenas nuevas acogidas en granjas',
  },
];
