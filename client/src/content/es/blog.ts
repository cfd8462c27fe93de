import type { BlogPostSource } from '../blog.ts';

// Spanish text of the first four blog posts (issue 33: "the first four blog posts with full text";
// the rest of the blog may stay English with a visible "in English" note), keyed by the English
// post's id; author, date, category and image stay the English entry's, and the read time is
// computed from this body. Links stay the English routes (internal-link.ts resolves them; the
// router adds the locale). docs/decisions/088 "Content", 110.

export type BlogText = Pick<BlogPostSource, 'title' | 'excerpt' | 'content'>;

export const blogTextsEs: Readonly<Record<string, BlogText>> = {
  'what-is-regenerative-tourism': {
    title: '¿Qué es el turismo regenerativo? Una guía práctica para viajeros',
    excerpt:
      'El viaje sostenible intenta hacer menos daño. El viaje regenerativo intenta dejar los lugares mejor. Esto es lo que significa en la práctica y cómo planificar un viaje en torno a ello.',
    content: `
<p>El turismo sostenible se hace una pregunta sencilla: ¿cómo podemos viajar haciendo el menor daño posible? El turismo regenerativo se hace una más ambiciosa: ¿cómo puede una visita dejar un lugar más sano, más próspero y más resiliente de lo que estaba? La diferencia parece pequeña. En la práctica cambia cómo eliges adónde ir, qué hacer allí y cómo mides si el viaje fue bueno.</p>
<h2>De dónde viene la idea</h2>
<p>La palabra «regenerativo» viene de la agricultura y del diseño. La agricultura regenerativa no solo busca evitar que el suelo se degrade, sino reconstruirlo, aumentando año tras año su materia orgánica, su capacidad de retener agua y su vida. El diseño regenerativo aplica la misma idea a edificios y ciudades. Aplicada a los viajes, la idea es que una economía de visitantes funcione como un ecosistema sano: toma algunos recursos, pero devuelve más de lo que toma.</p>
<p>Es un listón alto, y es honesto reconocer que la mayoría de los viajes no lo superarán. Solo volar ya produce emisiones que ningún árbol plantado durante unas vacaciones puede compensar. Pero el pensamiento regenerativo da una dirección: no pregunta «¿cuánto daño mínimo puedo hacer?», sino «¿qué puede ganar este lugar con que yo esté aquí?».</p>
<h2>Tres cosas que cambian</h2>
<p><strong>El propósito del viaje.</strong> En lugar de coleccionar monumentos, planificas en torno a unas pocas experiencias que aportan algo: un día plantando manglares, un taller con una cooperativa de artesanos, un paseo guiado con un guarda cuyo sueldo ayuda a pagar tu entrada. Los monumentos siguen importando, pero ya no son todo.</p>
<p><strong>Adónde va el dinero.</strong> Los viajes regenerativos priorizan alojamientos de propiedad local, guías locales y comida local, para que una parte mayor de lo que gastas se quede en la comunidad. Una noche en una casa de huéspedes familiar puede sostener a un hogar, a un albañil, a un panadero y a un agricultor. Una noche en una cadena internacional puede sostener a muchas menos personas del lugar.</p>
<p><strong>Cuánto tiempo te quedas.</strong> Viajar más despacio significa menos vuelos, relaciones más profundas y un gasto repartido entre más negocios. Una semana en un valle suele hacer más bien que una semana corriendo por cinco capitales.</p>
<h2>Cómo se ve sobre el terreno</h2>
<p>El viaje regenerativo no es una categoría especial de vacaciones. Es un conjunto de decisiones que puedes tomar en casi cualquier viaje. En Eslovenia, puede ser ir en tren al lago Bohinj en lugar de conducir hasta Bled, pasar una mañana ayudando a los guardas a desbrozar un prado de siega y comprar miel a un apicultor que cría la abeja carniola autóctona. En Egipto, puede ser comer en puestos familiares en una ruta gastronómica de barrio, navegar por el Nilo en una faluca a vela en lugar de en un gran crucero y elegir un centro de buceo que siga prácticas respetuosas con el arrecife en el mar Rojo; puedes reservar la ruta gastronómica de El Cairo y la travesía en faluca en nuestras <a href="/experiences/Egypt">experiencias regenerativas en Egipto</a>.</p>
<p>En la India, puede ser un día con un vivero comunitario plantando manglares en los Sundarbans, donde los árboles protegen a los pueblos de las mareas de los ciclones. Encontrarás experiencias así en nuestras <a href="/experiences/India">experiencias regenerativas en la India</a> y en las páginas de experiencias de cada destino donde los proveedores las ofrecen.</p>
<p>En Suiza, puede ser una semana en un pueblo de montaña de la Baja Engadina, ayudando a restaurar antiguas terrazas y conociendo a las familias que están devolviendo la vida al pueblo, con cada tramo del viaje en tren y autobús postal. Ninguno de estos viajes es exótico ni caro. Lo que tienen en común es la atención: a lo que necesita el lugar y a quién se beneficia cuando gastas.</p>
<h2>Cómo planificar un viaje regenerativo</h2>
<ol>
<li><strong>Empieza por las necesidades del destino.</strong> Infórmate sobre el lugar antes de decidir qué hacer allí. ¿Está masificado en verano? ¿Le falta agua? ¿Pierde a sus jóvenes en favor de las ciudades? ¿Se recupera de un incendio? Las respuestas lo condicionan todo.</li>
<li><strong>Fíjate un objetivo.</strong> Usa nuestra calculadora de impacto para ver cuántos Regen Points pide tu viaje. La cifra depende de lo vulnerable que sea el destino y de lo rápido que pienses viajar.</li>
<li><strong>Elige gestos cotidianos.</strong> Cada destino tiene una página de gestos sugeridos, de ir en tren a comprar a cooperativas. Elige los que encajen con tu viaje; los <a href="/actions/Slovenia">gestos sugeridos para Eslovenia</a> son un buen ejemplo de lo concretos que pueden ser.</li>
<li><strong>Reserva una o dos actividades que restauren o apoyen.</strong> Busca actividades que restauren activamente la naturaleza o apoyen la vida comunitaria, organizadas por gente del lugar que te explique qué aporta tu visita.</li>
<li><strong>Viaja por tierra cuando puedas y quédate más tiempo.</strong> El trayecto suele ser la mayor parte de la huella de un viaje. Menos viajes y más largos es mejor que muchos cortos.</li>
<li><strong>Mantén el contacto.</strong> Sigue el proyecto en el que participaste, recomienda al guía que te acompañó y plantéate volver.</li>
</ol>
<h2>Lo que no es el viaje regenerativo</h2>
<p>No es el volunturismo que manda a visitantes sin formación a construir escuelas o cuidar huérfanos, trabajos que la gente del lugar hace mejor y que pueden perjudicar a los niños implicados. No es un árbol plantado por cada reserva sin nadie que compruebe si sobrevive. No es un resort que se llama regenerativo porque tiene un huerto. Y no es un producto de lujo: algunos de los viajes más regenerativos están también entre los más baratos, hechos de trenes, casas de huéspedes y comida local.</p>
<p>Desconfía de cualquier negocio que haga grandes afirmaciones sin saber explicarlas. Un operador regenerativo de verdad puede decirte a quién beneficia tu visita, qué restaura, cómo mide el resultado y qué no ha conseguido arreglar todavía.</p>
<h2>Preguntas que hacer antes de reservar</h2>
<ul>
<li>¿Quién es el dueño de este negocio y vive aquí?</li>
<li>¿Cómo se paga a los guías y al personal?</li>
<li>¿Qué pasa con los árboles, los corales o los prados cuando me voy?</li>
<li>¿Tiene la comunidad voz sobre cuántos visitantes llegan?</li>
<li>¿Hay algo que el operador todavía esté intentando mejorar?</li>
</ul>
<h2>No se trata de ser perfecto</h2>
<p>Ningún viaje está libre de impacto. El viaje regenerativo tiene que ver con la dirección: cada decisión que lleva dinero, atención y cuidado hacia las personas y los ecosistemas de un lugar es un paso en el buen sentido. No lo harás todo bien, y no hace falta. Algunas decisiones serán un término medio, como un vuelo que no puedes evitar o una semana en que el tren es imposible, y no pasa nada. Empieza por una decisión en tu próximo viaje, como un trayecto en tren, un guía local o una mañana de trabajo de restauración, y construye a partir de ahí.</p>
<p>Cuando quieras empezar, <a href="/destinations">elige un destino</a> y descubre qué necesita.</p>`,
  },
  'community-led-tourism-lessons': {
    title: 'Cinco lecciones del turismo comunitario en todo el mundo',
    excerpt:
      'De los lodges forestales de Uganda a los apicultores eslovenos, los proyectos de turismo comunitario con más éxito comparten algunos hábitos. Esto es lo que nos enseñan.',
    content: `
<p>El turismo comunitario es el que la gente del lugar diseña, posee y gobierna. Adopta muchas formas: una asociación de casas de huéspedes de un pueblo, una cooperativa de guías, una reserva que arrienda tierra para la fauna, un grupo de agricultores que abre su cocina a los visitantes. A menudo es pequeño, a veces frágil y, por lo general, mucho más gratificante de visitar que las alternativas. Miramos proyectos en cuatro continentes y nos preguntamos qué los hace durar.</p>
<p>Los ejemplos siguientes están bien documentados, y las lecciones valen mucho más allá de ellos: para un apicultor esloveno, una guía gastronómica egipcia o un porteador ugandés tanto como para un lodge famoso.</p>
<h2>1. Las decisiones se toman en el lugar</h2>
<p>Los proyectos duran cuando los vecinos deciden qué compartir, cuántos visitantes recibir y cuándo decir que no. Los socios de fuera pueden ayudar con la promoción, la formación y la financiación, pero las llaves las tiene la comunidad.</p>
<p>En Nueva Zelanda, Whale Watch Kaikōura fue fundada en 1987 por miembros de Ngāti Kurī, una subtribu maorí, en un momento en que la economía del pueblo pasaba apuros. La empresa llegó a ser una de las que más empleo dan en la zona, y sigue en manos de las personas cuyos antepasados vivieron en esa costa. Como los dueños viven allí, las decisiones sobre el número de barcos y cuánto acercarse a las ballenas las toman personas que seguirán allí dentro de cincuenta años.</p>
<p>Decidir en el lugar no siempre es rápido ni ordenado. Las reuniones llevan tiempo, los desacuerdos son frecuentes y algunas buenas ideas nunca despegan. Pero el turismo que una comunidad ha elegido es mucho más duradero que el que se le impone.</p>
<h2>2. Los beneficios se reparten a la vista</h2>
<p>Los grupos con éxito publican cómo se reparten los ingresos: sueldos, un fondo comunitario, conservación, mantenimiento. La transparencia crea confianza y mantiene a todos implicados en el éxito del proyecto.</p>
<p>En las reservas comunitarias de Kenia, los propietarios reciben pagos periódicos de arriendo financiados con las tasas de conservación que los clientes de safari pagan por cada noche de estancia. Donde esos pagos son claros, fiables y llegan a cada familia, el apoyo a la fauna es fuerte. Donde el dinero desaparece en un comité o en una empresa de fuera, crece el resentimiento y el modelo pierde legitimidad. La lección es la misma en todas partes: la gente apoya lo que ve que le beneficia.</p>
<h2>3. La cultura se comparte, no se representa</h2>
<p>Los visitantes valoran más la vida diaria real que los espectáculos montados: cocinar juntos, trabajar en el campo, escuchar historias contadas en primera persona. Los anfitriones dicen que para ellos también es más cómodo.</p>
<p>En Uganda, las visitas a los batwa, expulsados de los bosques de Bwindi y Mgahinga cuando se convirtieron en parques nacionales, las organizaron durante años personas de fuera, y se criticaron por explotadoras. Las experiencias diseñadas y dirigidas por las propias comunidades batwa cuentan hoy esa historia en sus propios términos: cómo vivían en el bosque, qué perdieron y qué están construyendo ahora. Nuestros <a href="/actions/Uganda">gestos sugeridos para Uganda</a> recomiendan elegir precisamente esas experiencias.</p>
<p>El principio vale también para la comida. Una ruta gastronómica de barrio en El Cairo que lleva a los visitantes a puestos familiares elegidos por una asociación vecinal, con cada parada pagada de forma justa, comparte la vida diaria como ningún bufé de hotel puede hacerlo. Encontrarás una en nuestras <a href="/experiences/Egypt">experiencias regenerativas en Egipto</a>.</p>
<h2>4. El turismo es un ingreso entre varios</h2>
<p>Las comunidades que dependen por completo de los visitantes son vulnerables a los golpes, como demostró la pandemia. Cuando los viajes se detuvieron en 2020, las reservas que dependían de las tasas turísticas tuvieron dificultades para pagar a propietarios y guardas, y las casas de huéspedes que habían dejado la agricultura no tenían nada a lo que recurrir.</p>
<p>Los proyectos más sólidos combinan el turismo con la agricultura, la artesanía, la pesca u otros trabajos. Un apicultor esloveno que recibe visitantes sigue vendiendo miel. Un pueblo pesquero español que organiza paseos patrimoniales sigue pescando. Una granja alpina que acoge huéspedes sigue haciendo queso. El turismo suma ingresos y valor a estos oficios; no debería sustituirlos.</p>
<p>En la costa atlántica española, Barbate lleva unos tres mil años pescando atún rojo con la almadraba, un laberinto de redes fijas que se remonta a los fenicios. Pescadores jubilados guían ahora paseos que explican la almadraba, las cuotas que salvaron al atún del colapso y lo que la pesca significa para el pueblo. Los paseos suman ingresos y orgullo; la pesca continúa. Encontrarás un paseo así en nuestras <a href="/experiences/Spain">experiencias regenerativas en España</a>.</p>
<h2>5. Los visitantes son socios</h2>
<p>Los huéspedes que se quedan más tiempo, vuelven y recomiendan el proyecto pasan a formar parte de su éxito. Muchos anfitriones mantienen el contacto con antiguos visitantes que comparten conocimientos, ayudan con la promoción o vuelven años después con su familia.</p>
<p>Ser un buen socio también significa aceptar las normas de la comunidad. Eso puede implicar visitar solo ciertos días, vestir de una manera concreta, no fotografiar ciertos lugares o pagar una tasa que parece alta. Esas normas suelen ser la razón por la que el proyecto sigue existiendo.</p>
<h2>Lo que sale mal</h2>
<p>El turismo comunitario no es bueno de por sí. Unas pocas familias poderosas pueden acaparar los proyectos y dejar a las demás sin nada. Los proyectos financiados por donantes pueden hundirse cuando se acaba la subvención, porque nunca tuvieron mercado. El éxito puede traer demasiados visitantes y justo las presiones que la comunidad quería evitar. Y algunos operadores de fuera usan el lenguaje del turismo comunitario sin compartir el control ni los ingresos.</p>
<p>Las señales de alarma se parecen en todas partes: nadie sabe explicar adónde va el dinero, la gente del lugar solo aparece como actores o personal, y las decisiones las toma alguien que vive en otra parte.</p>
<h2>Cómo encontrar experiencias comunitarias</h2>
<ul>
<li><strong>Pregunta quién es el dueño.</strong> Busca propiedad comunitaria, cooperativa o familiar, y pregunta dónde viven los dueños.</li>
<li><strong>Pregunta cómo se reparten los ingresos.</strong> Los buenos proyectos te lo cuentan con orgullo.</li>
<li><strong>Busca la vida diaria real.</strong> Cocinar, cultivar, pescar y fabricar cosas suelen ser mejores señales que los espectáculos.</li>
<li><strong>Quédate más tiempo.</strong> Más noches significan más ingresos y una experiencia más profunda.</li>
<li><strong>Reserva directamente cuando puedas.</strong> Las comisiones de los intermediarios reducen lo que llega a la comunidad.</li>
</ul>
<p>Cuando reserves, busca señales de estos hábitos: propiedad local, reparto claro de los beneficios y experiencias honestas, no montadas. Son la mejor garantía de que tu visita deja algo.</p>
<p>Y cuando encuentres un proyecto que lo hace bien, cuéntalo. Para un pequeño negocio comunitario sin presupuesto de promoción, una reseña detallada, una recomendación a tus amigos o una segunda visita pueden importar más que cualquier campaña publicitaria.</p>`,
  },
  'rewilding-europe-travel': {
    title: 'La renaturalización de Europa: dónde ver volver a la naturaleza',
    excerpt:
      'Bisontes en los Cárpatos, buitres sobre los Ródope, castores en Escocia. Una guía de los paisajes en renaturalización de Europa y de cómo tu visita puede apoyarlos.',
    content: `
<p>En toda Europa se está dejando espacio para que la naturaleza vuelva. Los proyectos de renaturalización reintroducen especies desaparecidas, dejan que los ríos se muevan libremente y permiten que los bosques se regeneren en tierras de cultivo abandonadas. Animales que llevaban siglos desaparecidos de países enteros, como el bisonte europeo, el castor y el quebrantahuesos, han vuelto. Muchos de estos proyectos reciben a visitantes, y los ingresos del turismo forman parte de lo que los hace viables.</p>
<h2>Por qué Europa tiene espacio para lo salvaje</h2>
<p>La Europa rural ha cambiado radicalmente en el último siglo. Millones de personas han dejado el campo por las ciudades, y grandes extensiones de tierras de cultivo marginales, sobre todo en las montañas y en el sur y el este de Europa, se han abandonado. Al mismo tiempo, la protección legal de especies como el lobo, el oso, el lince y las rapaces ha permitido que se recuperen. El resultado es una oportunidad poco común: tierra a la que la naturaleza puede volver, y fauna capaz de volver a ella.</p>
<p>La renaturalización se diferencia de la conservación tradicional en algo importante. En lugar de gestionar la tierra de forma intensiva para mantenerla en un estado concreto, busca restaurar procesos naturales, como el pastoreo de grandes herbívoros, las crecidas, la depredación y la dinámica natural del bosque, y luego dar un paso atrás.</p>
<h2>Cárpatos meridionales, Rumanía</h2>
<p>El bisonte europeo se extinguió en libertad a principios del siglo XX por la caza y solo sobrevivió en zoológicos. Desde 2014 se ha liberado en los montes Țarcu de los Cárpatos meridionales, donde una población en libertad pasta hoy en prados y claros del bosque. Los bisontes modelan el paisaje al alimentarse, abren claros y dispersan semillas.</p>
<p>Guías locales organizan rutas de rastreo y esperas en hides, y las casas de huéspedes de los pueblos cercanos se benefician de los visitantes que atraen las manadas. Los Cárpatos albergan también una de las mayores poblaciones de Europa de osos pardos, lobos y linces. A los osos solo hay que observarlos desde hides con guías experimentados, y nunca hay que darles de comer; nuestros <a href="/actions/Romania">gestos sugeridos para Rumanía</a> explican por qué.</p>
<h2>Montes Ródope, Bulgaria</h2>
<p>Los buitres leonados y negros vuelven a planear sobre los Ródope orientales gracias a los comederos, a la protección frente a los venenos y a la reintroducción de gamos y ciervos como presas naturales. El buitre negro llevaba décadas sin criar en Bulgaria cuando los conservacionistas empezaron a liberar aves en los Balcanes. Los hides cerca de Madzharovo, las rutas a caballo y las estancias en casas de los pueblos hacen de la región un lugar muy gratificante para viajar sin prisa. Los cebos envenenados que se ponen para lobos y chacales siguen siendo la mayor amenaza para los buitres, y los proyectos locales trabajan con los ganaderos para acabar con su uso.</p>
<h2>Tierras Altas de Escocia</h2>
<p>Los castores, extinguidos en Gran Bretaña por la caza en el siglo XVI, han vuelto a varios ríos escoceses. Se reintrodujeron oficialmente en Knapdale en 2009, y en Tayside se estableció una población a partir de animales escapados o liberados ilegalmente. En 2019 el castor pasó a ser especie protegida en Escocia. Sus diques crean humedales que almacenan agua, reducen las inundaciones y dan vida a insectos, peces y aves.</p>
<p>Fincas de todas las Tierras Altas están restaurando bosque autóctono y turberas. Algunas fincas de propiedad comunitaria ofrecen cabañas, paseos guiados y jornadas de voluntariado, y los ingresos ayudan a pagar el trabajo. El programa escocés de restauración de turberas es uno de los mayores de Europa.</p>
<h2>Sistema Ibérico, España</h2>
<p>En el interior de España, los pueblos llevan décadas perdiendo vecinos. En las tierras de cultivo abandonadas vuelven los caballos salvajes, los buitres y las cabras monteses, y algunos pueblos que se vaciaban reciben ahora a naturalistas y fotógrafos. España alberga la mayoría de los buitres de Europa, y los buitres leonados sobre las hoces del Sistema Ibérico son un espectáculo por sí mismos.</p>
<p>La costa española tiene sus propias historias de restauración: dunas reconstruidas en la costa atlántica cerca de Tarifa y praderas marinas vigiladas en el estrecho de Gibraltar. Consulta nuestras <a href="/experiences/Spain">experiencias regenerativas en España</a> para ver formas de participar.</p>
<h2>El delta del Danubio</h2>
<p>Donde el Danubio se encuentra con el mar Negro, entre Rumanía y Ucrania, el mayor humedal de Europa alberga pelícanos, cormoranes pigmeos y muchísimas otras aves. Los proyectos de renaturalización reconectan aquí antiguos estanques de peces y pólderes con el pulso de crecidas del río. Las barcas pequeñas con pescadores locales como guías molestan mucho menos a las aves que las lanchas rápidas, y las casas de huéspedes de los pueblos ofrecen sopa de pescado y tardes tranquilas sobre el agua.</p>
<h2>Apeninos centrales, Italia</h2>
<p>En las montañas al este de Roma sobrevive el oso pardo marsicano, una población pequeña y aislada de solo unas decenas de animales que no existe en ningún otro lugar. Los grupos conservacionistas trabajan con los pueblos del Parque Nacional de los Abruzos, Lacio y Molise para crear comunidades preparadas para convivir con el oso: cercados eléctricos en torno a huertos y colmenas, contenedores a prueba de osos y señales en las carreteras por donde cruzan. Los visitantes que se alojan en estos pueblos, caminan con guías locales y compran miel y queso a granjas que conviven con el oso ayudan a demostrar que vivir con osos puede compensar.</p>
<h2>Cómo visitarlos bien</h2>
<ul>
<li><strong>Reserva con guías locales</strong> vinculados al proyecto de renaturalización. Saben dónde están los animales y cómo observarlos sin molestarlos.</li>
<li><strong>Alójate en los pueblos</strong> en lugar de en grandes hoteles. Los ingresos en los pueblos crean apoyo local a la fauna.</li>
<li><strong>Guarda la distancia</strong> con la fauna y sigue las normas del hide: voz baja, sin flash y sin salir mientras los animales estén cerca.</li>
<li><strong>Quédate varias noches.</strong> La observación de fauna premia la paciencia, y un solo día rara vez muestra mucho.</li>
<li><strong>Viaja por tierra.</strong> A muchas zonas de renaturalización se llega en tren y autobús, con una recogida local al final.</li>
</ul>
<h2>Las tensiones</h2>
<p>La renaturalización no gusta a todo el mundo. Los ganaderos temen que lobos y osos ataquen al ganado, y algunas comunidades rurales la ven como gente de fuera decidiendo el futuro de su tierra. Los proyectos que funcionan trabajan de cerca con la gente del lugar, compensan las pérdidas, ayudan con la prevención, como perros mastines y cercados eléctricos, y crean empleo. El turismo puede ayudar mostrando que la naturaleza salvaje trae ingresos además de costes.</p>
<p>Los visitantes también tienen un papel aquí. Respetar al ganado, cerrar las cancelas, llevar a los perros atados y comprar a los ganaderos locales demuestra que quienes vienen por la fauna también valoran a las comunidades rurales que comparten la tierra con ella.</p>
<h2>Un proceso a largo plazo</h2>
<p>La renaturalización lleva décadas. Una manada de bisontes necesita años para crecer, un bosque necesita generaciones para madurar y las actitudes cambian despacio. Los visitantes que traen ingresos y entusiasmo ayudan a la gente del lugar a ver un futuro en la naturaleza salvaje, y quienes vuelven año tras año ven cambiar el paisaje con sus propios ojos. Puede que sea la forma de viajar más gratificante que existe.</p>`,
  },
  'train-travel-climate': {
    title: 'Por qué el tren es la decisión climática más poderosa que puedes tomar',
    excerpt:
      'En la mayoría de los viajes, llegar es la mayor parte de tu huella. Así cambian las cifras cuando eliges el tren, y así puedes ponértelo fácil.',
    content: `
<p>Cuando la gente piensa en el impacto climático de unas vacaciones, suele imaginar las toallas del hotel y las pajitas de plástico. En realidad, el transporte suele dominar: en un viaje típico, la ida y la vuelta producen más emisiones que todo lo demás junto. Por eso elegir cómo llegar es la decisión climática más poderosa que toma la mayoría de los viajeros, y para muchos trayectos en Europa y fuera de ella, la mejor respuesta es el tren.</p>
<h2>Tren frente a avión</h2>
<p>Los trenes eléctricos alimentados por una red mayoritariamente baja en carbono emiten por pasajero una pequeña fracción de los gases de efecto invernadero de un vuelo de corto radio. Las cifras oficiales que publica el Gobierno británico para los informes de las empresas sitúan las emisiones de un vuelo nacional por pasajero-kilómetro en varias veces las de un trayecto medio en tren nacional, y los trenes eléctricos de alta velocidad en redes bajas en carbono, como las de Francia, Suiza o Suecia, lo hacen todavía mejor. Incluso en líneas diésel, el tren suele salir muy por delante del avión.</p>
<p>Los vuelos tienen además efectos que van más allá del dióxido de carbono. Las estelas y los óxidos de nitrógeno liberados en altura contribuyen al calentamiento, y por eso muchas calculadoras aplican un factor adicional a las emisiones de la aviación. La ciencia sobre el tamaño de ese factor aún se está desarrollando, pero apunta en una sola dirección: el coste climático de volar es mayor de lo que sugiere solo el dióxido de carbono.</p>
<h2>Más rápido de lo que crees</h2>
<p>En trayectos de menos de unas seis o siete horas, el tren suele ser igual de rápido de puerta a puerta. Los aeropuertos están fuera de las ciudades, obligan a llegar con antelación y suman colas de seguridad, esperas de equipaje y traslados. Los trenes salen del centro y llegan al centro. De Londres a París se tarda bastante menos de tres horas en el Eurostar; de Madrid a Barcelona, unas dos horas y media en los trenes de alta velocidad más rápidos; de Milán a Roma, unas tres.</p>
<p>Los gobiernos han empezado a actuar. Francia ha prohibido los vuelos nacionales cortos en rutas donde un tren directo tarda menos de dos horas y media. Son pocas rutas, pero el principio importa: donde existe una buena alternativa en tren, debería ir primero.</p>
<h2>La vuelta del tren nocturno</h2>
<p>Los trenes nocturnos viven un renacer. La red Nightjet de Austria une Viena, Múnich, Zúrich, Hamburgo, Ámsterdam, Bruselas, Roma y otras ciudades. La cooperativa European Sleeper opera un servicio que une Bruselas, Ámsterdam, Berlín y Praga. Francia ha recuperado los trenes nocturnos de París a Niza, Briançon y los Pirineos, y el Caledonian Sleeper va de Londres a las Tierras Altas de Escocia. En Suecia, los trenes nocturnos llegan a Laponia desde Estocolmo, y en Finlandia, desde Helsinki.</p>
<p>Un tren nocturno ahorra una noche de hotel y un día de viaje. Te duermes en un país y te despiertas en otro, a menudo en pleno centro de la ciudad que visitas. Los compartimentos van de asientos reclinables a literas y cabinas privadas con ducha propia.</p>
<p>Los trenes nocturnos no siempre son baratos, y los servicios pueden cancelarse con poca antelación por obras. Reserva pronto, lee la letra pequeña sobre reembolsos y ten un plan B. Para muchos viajeros, despertarse con los Alpes o las Tierras Altas al otro lado de la ventanilla compensa el esfuerzo.</p>
<h2>Ponerte el tren fácil</h2>
<ul>
<li><strong>Planifica con buenas herramientas.</strong> Los planificadores de viaje de los operadores ferroviarios nacionales muestran conexiones internacionales, y guías independientes como The Man in Seat 61 explican rutas, tarifas y trucos de reserva país por país.</li>
<li><strong>Plantéate un abono.</strong> Interrail, para residentes en Europa, y Eurail, para visitantes de fuera de Europa, pueden hacer asequibles y flexibles los viajes por varios países. Abonos nacionales como el Deutschlandticket alemán cubren los trenes regionales y el transporte local de todo un país por un precio mensual.</li>
<li><strong>Reserva pronto en las líneas de alta velocidad.</strong> En muchas rutas de alta velocidad las tarifas suben a medida que se llena el tren, y los billetes más baratos se agotan con semanas o meses de antelación.</li>
<li><strong>Viaja ligero.</strong> Hace que cambiar de tren sea un paseo.</li>
<li><strong>Deja margen para los enlaces.</strong> Prevé tiempo entre trenes, sobre todo al cruzar fronteras, y comprueba si tus billetes te protegen si pierdes una conexión.</li>
</ul>
<h2>El último kilómetro</h2>
<p>El tren te lleva a la ciudad o al valle; autobuses, bicis y barcos te llevan el resto del camino. Suiza es el modelo: trenes, autobuses postales y barcos del lago funcionan con un horario común, y a casi todos los pueblos se llega sin coche. Muchas regiones alpinas de Austria dan a sus huéspedes una tarjeta con autobuses locales gratis. Luxemburgo ha hecho gratuito todo el transporte público. Nuestros <a href="/actions/Switzerland">gestos sugeridos para Suiza</a> y <a href="/actions/Austria">para Austria</a> muestran lo fácil que puede ser viajar sin coche.</p>
<p>En Eslovenia, un tren de Liubliana a Bohinjska Bistrica te deja a las puertas del Parque Nacional del Triglav, y en Egipto, el ferrocarril a lo largo del Nilo une El Cairo, Luxor y Asuán, un viaje más barato y limpio que los vuelos nacionales; es uno de nuestros <a href="/actions/Egypt">gestos sugeridos para Egipto</a>.</p>
<h2>Cuando no queda más remedio que volar</h2>
<p>En los viajes de largo radio, vuela menos y quédate más tiempo. Elige vuelos directos, porque el despegue y el aterrizaje consumen una gran parte del combustible de un vuelo, y vuela en turista: un asiento prémium ocupa más espacio del avión y, por tanto, una parte mayor de sus emisiones. Una vez allí, muévete por tierra en lugar de sumar vuelos nacionales. Usa el tiempo que ahorras en varias escapadas cortas para un solo viaje más profundo.</p>
<p>Desconfía de las compensaciones de carbono que se venden al pagar. Algunas financian proyectos reales; muchas no cumplen lo que prometen. Volar menos es hoy la única forma fiable de reducir las emisiones de la aviación.</p>
<h2>El premio</h2>
<p>Quienes viajan en tren coinciden en que el trayecto se convierte en parte de las vacaciones: paisajes que cambian, conversaciones con otros pasajeros, una comida en el vagón restaurante, llegar al centro de la ciudad en lugar de a un aeropuerto en las afueras. Puedes leer, trabajar, pasear y mirar por la ventanilla. Es una decisión climática que mejora el viaje, y una de las pocas en que hacer lo correcto es también lo más agradable.</p>
<h2>Empieza por un trayecto</h2>
<p>Si nunca has hecho un viaje largo en tren, empieza por un trayecto que normalmente harías en avión: una escapada a una ciudad a unos cientos de kilómetros, un viaje a la montaña o una visita a la familia. Deja una o dos horas más, llévate un libro y mira qué tal. Mucha gente que lo prueba ya no vuelve atrás.</p>`,
  },
};
