import type { DestinationCountry } from '@regen/shared/countries';
import type { CountryProfile } from '../countries.ts';

// Spanish country blurbs (issue 33, docs/decisions/088 "Content", 110): the same countries, in the
// same order, as ../countries.ts, with the text only; the illustration stays the English entry's.
// Keys are the English country names (identifiers, as in the URLs); the text names each country
// in Spanish.

/** A country's words in one language: what a translation replaces. */
export type CountryText = Pick<CountryProfile, 'tagline' | 'paragraphs'>;

export const countryTextsEs: Readonly<Record<DestinationCountry, CountryText>> = {
  Albania: {
    tagline: 'Ríos salvajes, pueblos de montaña y una costa jónica intacta',
    paragraphs: [
      'Albania es uno de los últimos grandes territorios salvajes de Europa. El Vjosa, protegido en 2023 como el primer parque nacional de río salvaje de Europa, corre libre desde los montes Pindo hasta el Adriático, y los Alpes Albaneses del norte están surcados de sendas de pastores entre pueblos de piedra como Theth y Valbona.',
      'El turismo crece deprisa, y por eso cuenta lo que elige cada visitante. Las casas de huéspedes familiares, los guías locales y las cocinas de la granja a la mesa mantienen los ingresos en comunidades rurales que los jóvenes llevan años abandonando.',
      'Viaja sin prisa: recorre el sendero Peaks of the Balkans, duerme en una kulla, la tradicional casa torre, y visita la costa jónica fuera de julio y agosto, cuando las playas y el agua soportan más presión.',
    ],
  },
  Australia: {
    tagline: 'Paisajes ancestrales cuidados por las culturas vivas más antiguas del mundo',
    paragraphs: [
      'Australia alberga la Gran Barrera de Coral, la selva de Daintree, desiertos rojos en el interior y bosques templados de eucaliptos gigantes. Desde hace más de 60 000 años, los pueblos aborígenes y de las islas del Estrecho de Torres cuidan de esta tierra, y su saber guía hoy la gestión de muchos paisajes.',
      'Los incendios forestales, el calor y el blanqueamiento del coral muestran lo expuestos que están estos ecosistemas. Puedes ayudar eligiendo operadores con certificación ecológica, sumándote a experiencias guiadas por indígenas y apoyando a los grupos de Landcare que replantan hábitat para los koalas y otros animales.',
    ],
  },
  Austria: {
    tagline: 'Prados alpinos, granjas de montaña y trenes a cada valle',
    paragraphs: [
      'Los Alpes austriacos son un mosaico de pastos de altura, bosques de alerces y valles glaciares que los ganaderos de montaña mantienen abiertos desde hace siglos. Muchos pueblos forman parte de la red Alpine Pearls, que promete vacaciones sin coche: el tren y el autobús te llevan al inicio de cada ruta.',
      'Viajar de forma regenerativa aquí significa apoyar esa cultura campesina: alójate en una granja en activo, compra el queso en el alpe y participa en jornadas de restauración de prados que mantienen flores silvestres e insectos en las laderas.',
      'Viena, Salzburgo y Graz están bien comunicadas por tren, y los trenes nocturnos unen Austria con buena parte de Europa, así que puedes dejar el avión en casa.',
    ],
  },
  Belgium: {
    tagline: 'Ciudades compactas para recorrer a pie y los bosques tranquilos de las Ardenas',
    paragraphs: [
      'Bélgica reúne ciudades medievales, arte y una gastronomía famosa en un país pequeño y bien conectado por tren. Gante y Lovaina han transformado sus centros para peatones y ciclistas, y Bruselas está llenando de verde sus calles y canales.',
      'En el sur, las Ardenas ofrecen hayedos, valles fluviales y el Parque Nacional Hoge Kempen, donde se restauran brezales y pinares. Cerveceros, chocolateros y horticultores locales reciben a quienes quieren conocer a las personas detrás de los productos.',
    ],
  },
  Bulgaria: {
    tagline: 'Valles de rosas, bosques de osos y dunas del mar Negro',
    paragraphs: [
      'Bulgaria tiene una de las faunas más ricas de Europa: osos pardos y lobos en los Ródope, buitres que vuelven a los Ródope orientales gracias a la renaturalización y humedales a orillas del Danubio llenos de pelícanos.',
      'Las casas rurales de los montes Balcanes y Rila, la artesanía tradicional y la cosecha de rosas en el valle de Kazanlak permiten viajar sosteniendo la vida rural. Elegirlas en lugar de los grandes complejos del mar Negro ayuda a proteger las dunas que quedan en la costa.',
    ],
  },
  Croatia: {
    tagline: 'Vida isleña, lagos kársticos y una costa que merece protección',
    paragraphs: [
      'Las mil islas de Croacia, las aguas claras del Adriático y los lagos de travertino de Plitvice atraen cada año a millones de visitantes. Dubrovnik y Split han limitado los cruceros y las aglomeraciones para proteger sus cascos antiguos y a sus vecinos.',
      'Viaja en primavera u otoño, usa los ferris y alójate en islas más pequeñas como Vis o Lastovo, donde las konobas familiares, los olivares y las áreas marinas protegidas dependen de visitantes respetuosos.',
      'En el interior, Gorski Kotar y Lika ofrecen bosques, cuevas y fauna lejos de las multitudes.',
    ],
  },
  Cyprus: {
    tagline: 'Monasterios de montaña, playas de tortugas y tradiciones de pueblo',
    paragraphs: [
      'Chipre es mucho más que su costa turística. Los montes Troodos esconden iglesias bizantinas pintadas, viñedos y pueblos de piedra, y la península de Akamas es una de las zonas de anidación más importantes del Mediterráneo para la tortuga verde y la boba.',
      'El agua es un bien escaso en la isla, así que las duchas cortas y el uso cuidadoso cuentan. Las casas de agroturismo en los pueblos de montaña, los productores locales de halloumi y el voluntariado con tortugas son la mejor forma de dejar una huella positiva.',
    ],
  },
  'Czech Republic': {
    tagline: 'Rocas de arenisca, ciudades históricas y una red ferroviaria densa',
    paragraphs: [
      'Más allá de Praga, la República Checa es tierra de torres de arenisca en la Suiza Bohemia, de los bosques de Šumava y de pueblos vinícolas en Moravia del Sur. Sus trenes y autobuses llegan a casi cualquier población, así que viajar sin coche es fácil.',
      'Repartir las visitas fuera de la capital alivia la presión sobre el centro de Praga y apoya a comunidades más pequeñas. Prueba una ruta en bici por los caminos del vino de Moravia o colabora con grupos que restauran bosques dañados por el escarabajo de la corteza.',
    ],
  },
  Denmark: {
    tagline: 'Ciudades en bici, energía eólica y una costa oeste salvaje',
    paragraphs: [
      'Dinamarca ha construido sus ciudades en torno a la bicicleta y su energía en torno al viento. Copenhague aspira a la neutralidad de carbono, y el agua de su puerto está tan limpia que se puede nadar en ella.',
      'En la costa oeste, el parque nacional del mar de Frisia es Patrimonio de la UNESCO y lugar de descanso de millones de aves migratorias. Hoteles con etiqueta ecológica, comida ecológica y una red de trenes sencilla facilitan viajar con ligereza entre las islas.',
    ],
  },
  Egypt: {
    tagline: 'El Nilo, el desierto y los arrecifes del mar Rojo',
    paragraphs: [
      'La historia de Egipto se extiende a lo largo del Nilo, de las pirámides de Guiza a los templos de Luxor y Asuán. Más allá de los monumentos están el Desierto Blanco, el oasis de Siwa y los arrecifes de coral del mar Rojo, de los más resistentes al calor del mundo.',
      'El turismo sostiene a millones de familias egipcias. Los guías locales con licencia, las casas de huéspedes nubias, los patrones de faluca y las cooperativas de artesanos convierten tu visita en ingresos directos, mientras que el buceo respetuoso con el arrecife y usar menos plástico protegen ecosistemas frágiles.',
      'Como destino muy vulnerable, Egipto pide un compromiso mayor de Regen Points por día: una oportunidad para que cada día de viaje cuente.',
    ],
  },
  Estonia: {
    tagline: 'Turberas, islas y una nación digital en medio del bosque',
    paragraphs: [
      'La mitad de Estonia es bosque, y buena parte del resto son turberas, costa e islas. Pasarelas de madera cruzan las turberas altas de Soomaa, famosa por su «quinta estación» de crecidas primaverales, y Lahemaa protege casas señoriales, pueblos de pescadores y bosques primarios.',
      'El casco medieval de Tallin es compacto, y el transporte público gratuito para sus vecinos ha convertido la ciudad en un modelo. Las estancias rurales, la tradición de la sauna y las granjas isleñas de Saaremaa y Muhu ofrecen una forma tranquila y de bajo impacto de viajar.',
    ],
  },
  Finland: {
    tagline: 'Lagos, bosques y el derecho a recorrer la naturaleza',
    paragraphs: [
      'Finlandia tiene unos 188 000 lagos y bosques que cubren tres cuartas partes del país. El derecho de todos permite a los visitantes caminar, recoger bayas y remar libremente, siempre que respeten la naturaleza y las casas de la gente.',
      'En Laponia, la cultura sami y el pastoreo de renos sufren la presión del cambio climático y del uso del suelo; elige experiencias de propiedad sami y no molestes a los rebaños. Los trenes nocturnos desde Helsinki llegan al círculo polar ártico, y muchas cabañas junto a los lagos funcionan con energía renovable.',
    ],
  },
  France: {
    tagline: 'Cocina regional, senderos de largo recorrido y trenes rápidos',
    paragraphs: [
      'Francia es el país más visitado del mundo, y gran parte de esa atención se concentra en unos pocos lugares. Sus regiones ofrecen alternativas: los volcanes de Auvernia, las gargantas de las Cevenas, los humedales de la Camarga y miles de kilómetros de rutas ciclistas.',
      'Los trenes de alta velocidad unen París con las regiones, y algunos vuelos nacionales cortos están prohibidos donde hay tren. Los mercados semanales, los viñedos que acogen a ayudantes en la vendimia y los alojamientos con certificación Clef Verte permiten apoyar directamente a los productores locales.',
    ],
  },
  Germany: {
    tagline: 'Abonos de tren, rutas ciclistas junto a los ríos y parques nacionales salvajes',
    paragraphs: [
      'Alemania combina ciudades animadas con paisajes tranquilos: el Bosque Bávaro, donde se deja a la naturaleza a su aire, los acantilados de creta de Jasmund y largas rutas ciclistas junto al Elba, el Danubio y el Rin.',
      'El Deutschlandticket abarata los trenes regionales y el transporte local en todo el país, y la comida ecológica y de proximidad es fácil de encontrar. Visitar ciudades más pequeñas y alojarte en hoteles con certificación ecológica reparte los beneficios del turismo mucho más allá de Berlín y Múnich.',
    ],
  },
  Greece: {
    tagline: 'Islas, yacimientos antiguos y pueblos de montaña más allá de las playas',
    paragraphs: [
      'Grecia recibe más de 30 millones de visitantes al año, muchos en unas pocas semanas de verano y en un puñado de islas. El resultado son la escasez de agua, los incendios y las aglomeraciones, y los viajeros pueden aliviarlos visitando el país en primavera u otoño.',
      'Lejos de los lugares más concurridos, los pueblos de Zagori en el Epiro, los olivares del Peloponeso e islas pequeñas como Icaria y Sifnos ofrecen senderismo, cocina tradicional y casas de huéspedes familiares que dependen de visitantes atentos.',
    ],
  },
  Hungary: {
    tagline: 'Aguas termales, la gran llanura y el lago Balaton',
    paragraphs: [
      'La Gran Llanura húngara, la Puszta, es un mosaico de praderas, estanques y humedales protegido en el Parque Nacional de Hortobágy, hogar de grullas, avutardas y pastores tradicionales.',
      'Los baños termales de Budapest y las regiones vinícolas de Tokaj y Villány atraen a muchos visitantes. Recorrer en bici el lago Balaton, alojarte en casas rurales y probar el vino y el pimentón locales ayuda a mantener viva la economía rural.',
    ],
  },
  Iceland: {
    tagline: 'Fuego, hielo y un paisaje que aún se está formando',
    paragraphs: [
      'Islandia es una tierra joven de volcanes, glaciares, playas de arena negra y fuentes geotermales. Su electricidad y su calefacción proceden casi por completo de fuentes renovables hidroeléctricas y geotérmicas.',
      'El musgo y los suelos frágiles tardan décadas en recuperarse de una sola pisada, así que es importante no salirse de los senderos marcados. Viaja en autobús o en grupos pequeños, reparte tu visita más allá del Círculo Dorado y la costa sur, y suscribe el Icelandic Pledge para viajar de forma responsable.',
    ],
  },
  India: {
    tagline: 'Manglares, montañas y tradiciones vivas',
    paragraphs: [
      'La India se extiende del Himalaya a los manglares de los Sundarbans y los canales de Kerala. Sus culturas, lenguas y cocinas cambian cada pocos cientos de kilómetros, y el turismo comunitario florece en pueblos desde Ladakh hasta Kutch.',
      'Las estancias en casas locales, las cooperativas de artesanía dirigidas por mujeres y los proyectos de recuperación de pueblos mantienen los ingresos allí donde viajas. El tren conecta casi todo el país, y elegirlo en lugar de vuelos cortos es una forma de viajar con menos carbono y más rica.',
      'Entre nuestras experiencias de ejemplo en la India están plantar manglares con un equipo de un pueblo de los Sundarbans y pasar una mañana con una cooperativa de tejedoras en Kutch.',
    ],
  },
  Ireland: {
    tagline: 'Costas verdes, turberas y la calidez de los pueblos',
    paragraphs: [
      'La Wild Atlantic Way de Irlanda recorre acantilados, bahías e islas, mientras que en el centro del país hay turberas altas que almacenan grandes cantidades de carbono y que ahora se vuelven a inundar tras décadas de extracción de turba.',
      'Las greenways para caminar y pedalear siguen antiguas líneas de tren, y los festivales comunitarios, las sesiones de música tradicional y los productores locales dan carácter a los pueblos. Visitar la isla en temporada media reparte el turismo de forma más equilibrada.',
    ],
  },
  Italy: {
    tagline: 'Slow food, pueblos en lo alto de las colinas y aldeas que revivir',
    paragraphs: [
      'Las ciudades famosas de Italia están abarrotadas, pero sus pueblos de colina y de montaña a menudo se vacían. Muchos, de los Apeninos a Cerdeña, reciben ahora visitantes en hoteles de tipo albergo diffuso, repartidos entre casas restauradas del pueblo.',
      'El movimiento Slow Food nació aquí, y los agriturismi, las cooperativas de aceite de oliva y los talleres artesanos son una forma directa de apoyar a los productores locales. El tren conecta casi todas las regiones, y rutas a pie como la Vía Francígena invitan a viajar sin prisa.',
    ],
  },
  Latvia: {
    tagline: 'Costas de dunas, bosques y la Riga modernista',
    paragraphs: [
      'Más de la mitad de Letonia es bosque, y sus 500 kilómetros de costa son casi por completo playa y duna naturales. El Parque Nacional del Gauja ofrece canoa por el río, acantilados de arenisca y castillos a menos de una hora de Riga.',
      'El barrio modernista y el mercado central de Riga se disfrutan mejor a pie. En el campo, las estancias en granjas, los apicultores y las tradiciones del solsticio de verano reciben a quienes buscan un viaje tranquilo y lleno de naturaleza.',
    ],
  },
  Lithuania: {
    tagline: 'El istmo de Curlandia, lagos y la Vilna barroca',
    paragraphs: [
      'El istmo de Curlandia de Lituania, un lugar de la UNESCO de dunas móviles y pinares, es compartido con la región rusa de Kaliningrado y está protegido por límites estrictos a la construcción y al tráfico. En el interior, los lagos de Aukštaitija invitan a la canoa y a estancias tranquilas en cabañas.',
      'Vilna tiene uno de los cascos antiguos barrocos más grandes de Europa y una cultura creciente de bicicleta y zonas verdes. Las casas de campo reciben a los visitantes con comida local y la tradición de la sauna.',
    ],
  },
  Luxembourg: {
    tagline: 'Transporte público gratuito y valles boscosos',
    paragraphs: [
      'Luxemburgo fue el primer país en hacer gratuito todo el transporte público, así que trenes, tranvías y autobuses te llevan a casi cualquier sitio sin coste. El sendero del Mullerthal serpentea entre gargantas de arenisca y hayedos en la «Pequeña Suiza».',
      'En el norte, las Ardenas y el parque natural del Alto Sûre protegen ríos y bosques, y a orillas del Mosela pequeños viticultores reciben a los visitantes para catas y vendimias.',
    ],
  },
  Malta: {
    tagline: 'Templos antiguos, acantilados y fiestas de pueblo',
    paragraphs: [
      'Los templos megalíticos de Malta son más antiguos que las pirámides, y La Valeta es una ciudad barroca fortificada. Las islas están entre las más densamente pobladas de Europa, así que el agua y el espacio son valiosos.',
      'Caminar por los acantilados de Gozo, bucear con operadores que protegen el fondo marino, comer en restaurantes familiares y visitar fuera de pleno verano ayuda a mantener el turismo en equilibrio con la vida isleña.',
    ],
  },
  Netherlands: {
    tagline: 'País de bicis que aprende a vivir con el agua',
    paragraphs: [
      'Los Países Bajos han convertido la convivencia con el agua en un arte: ríos con espacio para desbordarse, dunas restauradas y nueva naturaleza creada en tierras ganadas al mar. Su red ciclista es la mejor del mundo.',
      'Ámsterdam intenta limitar el turismo masivo, así que plantéate alojarte en ciudades como Utrecht, Groninga o Maastricht, o en las islas de Frisia. Alquila una bici, visita los pólderes y conoce a agricultores que se pasan a una agricultura que integra la naturaleza.',
    ],
  },
  'New Zealand': {
    tagline: 'Aotearoa: sueños sin depredadores y la tutela maorí',
    paragraphs: [
      'Los paisajes de Nueva Zelanda van de glaciares y fiordos a mesetas volcánicas y bosques subtropicales. El concepto maorí de kaitiakitanga, la tutela, guía el cuidado de muchos lugares, y la ley reconoce al río Whanganui como un ser vivo.',
      'Aves autóctonas como el kiwi y el takahē vuelven gracias a santuarios libres de depredadores. La Tiaki Promise invita a cada visitante a cuidar la tierra, el mar y la cultura, y las empresas turísticas maoríes cuentan las historias de la tierra a través de su propia gente.',
    ],
  },
  Poland: {
    tagline: 'Bosque primigenio, cumbres de los Tatras y ciudades llenas de vida',
    paragraphs: [
      'El bosque de Białowieża, en Polonia, es uno de los últimos bosques primigenios de llanura de Europa y hogar de cientos de bisontes europeos en libertad. Los montes Tatras, las marismas del Biebrza y los lagos de Masuria ofrecen una naturaleza extraordinaria.',
      'Cracovia, Gdansk y Breslavia son fáciles de alcanzar en tren y están llenas de historia. En el campo, las granjas de agroturismo, los guías locales y los pequeños productores de queso y miel reciben a los visitantes.',
    ],
  },
  Portugal: {
    tagline: 'Costas atlánticas, alcornocales y una economía azul',
    paragraphs: [
      'Portugal mira al Atlántico con playas de surf, pueblos pesqueros y reservas marinas, y su interior guarda alcornocales, viñedos en terrazas y aldeas de pizarra. Buena parte de su electricidad procede ya de renovables.',
      'Lisboa y Oporto están muy concurridas, así que plantéate el Alentejo, el valle del Duero o las Azores. Apoyar a las pequeñas comunidades pesqueras, a los recolectores de corcho y a las casas de huéspedes de los pueblos ayuda a zonas rurales que han perdido a muchos de sus vecinos.',
    ],
  },
  Romania: {
    tagline: 'Los Cárpatos, el delta del Danubio y tradiciones rurales vivas',
    paragraphs: [
      'Los Cárpatos rumanos acogen grandes poblaciones de osos, lobos y linces, y los proyectos de renaturalización están devolviendo el bisonte a los Cárpatos meridionales. El delta del Danubio es uno de los mayores humedales de Europa.',
      'Los pueblos sajones de Transilvania, con sus iglesias fortificadas y sus prados de siega llenos de flores silvestres, muestran cómo la agricultura tradicional sostiene la biodiversidad. Las casas de huéspedes, los guías locales y los artesanos de la zona dependen de visitantes que valoran esa forma de vida.',
    ],
  },
  Slovakia: {
    tagline: 'Los Altos Tatras, cuevas e iglesias de madera',
    paragraphs: [
      'Eslovaquia es un país pequeño de grandes montañas. Los Altos Tatras se alzan de golpe sobre la llanura, el Paraíso Eslovaco está lleno de gargantas y escaleras, y los hayedos de los Cárpatos son Patrimonio Mundial de la UNESCO.',
      'Las iglesias de madera, las tradiciones populares y los refugios de montaña recompensan a quien se aventura más allá de Bratislava. Viaja en tren, alójate en chalés familiares y respeta las normas de los parques que protegen a rebecos y marmotas.',
    ],
  },
  Slovenia: {
    tagline: 'El corazón verde de Europa, de los Alpes al Adriático',
    paragraphs: [
      'Eslovenia fue uno de los primeros países en adoptar un programa nacional verde para el turismo. Más de la mitad del país es bosque, y los Alpes Julianos, el río Soča de color esmeralda y las cuevas kársticas de Škocjan están a pocas horas unos de otros.',
      'Liubliana ha cerrado su centro a los coches y figura entre las capitales más verdes de Europa. Apicultores, viticultores y ganaderos de montaña reciben a los visitantes, y la etiqueta Slovenia Green te ayuda a encontrar alojamientos que cuidan la tierra.',
    ],
  },
  Spain: {
    tagline: 'Pueblos que revivir, humedales que proteger y trenes entre ciudades',
    paragraphs: [
      'España es uno de los países más visitados del mundo, y sus costas y grandes ciudades notan la presión. A la vez, en el interior, la «España vaciada», hay pueblos que pierden a sus jóvenes y reciben con los brazos abiertos a visitantes que ayudan a mantenerlos vivos.',
      'La alta velocidad sustituye a los vuelos cortos, y Doñana, los Picos de Europa y las dehesas ofrecen parte de la naturaleza más rica de Europa. Ahorrar agua, comer productos locales y elegir alquileres con licencia marca la diferencia.',
    ],
  },
  Sweden: {
    tagline: 'Allemansrätten, archipiélagos y tierras samis',
    paragraphs: [
      'El derecho de acceso público de Suecia, el Allemansrätten, permite a cualquiera caminar, remar y acampar en sus bosques, lagos y archipiélagos, siempre que cuide la naturaleza y respete a los propietarios.',
      'En el norte, Sápmi es el hogar del pueblo sami y de sus renos. Los trenes nocturnos llegan a Abisko y Kiruna, los alojamientos con etiqueta ecológica funcionan con energía renovable y las experiencias de propiedad sami comparten una cultura profundamente unida a la tierra.',
    ],
  },
  Switzerland: {
    tagline: 'Pueblos alpinos, glaciares y los trenes mejor conectados del mundo',
    paragraphs: [
      'Los glaciares suizos retroceden deprisa, y los Alpes se calientan a un ritmo que dobla la media mundial. Su transporte público es legendario: trenes, autobuses postales y barcos llegan a casi cada pueblo con un único horario.',
      'Comunidades de montaña como Tschlin, en la Baja Engadina, trabajan para mantener viva la vida del pueblo, la agricultura en terrazas y la artesanía local. Puedes ayudar quedándote más tiempo en un mismo lugar, participando en jornadas de restauración y apoyando a los productores locales.',
      'Entre nuestras experiencias de ejemplo aquí están una excursión de ciencia ciudadana a un glaciar en retroceso y Revive Tschlin, dos días de trabajo de recuperación del pueblo.',
    ],
  },
  'United Kingdom': {
    tagline: 'Senderos nacionales, turberas y lugares en manos de la comunidad',
    paragraphs: [
      'De las Tierras Altas de Escocia a la costa de Cornualles, el Reino Unido ofrece parques nacionales, senderos de largo recorrido y una red de trenes que llega a casi todo el país. Los proyectos de restauración de turberas y bosques están recuperando hábitats perdidos durante siglos.',
      'Los pubs, las tiendas e incluso fincas enteras de propiedad comunitaria en Escocia muestran otra forma de repartir los beneficios del turismo. Viajar en tren, seguir el Countryside Code y visitar fuera de las vacaciones escolares marcan una diferencia positiva.',
    ],
  },
  'United States': {
    tagline: 'Tierras públicas, naciones nativas y grandes viajes en tren',
    paragraphs: [
      'Estados Unidos protege enormes tierras públicas, de Yellowstone y los Everglades a los desiertos de roca roja del Suroeste. Muchos de estos lugares son la tierra ancestral de naciones nativas, cuyas propias empresas turísticas comparten su historia y su cultura.',
      'Visitar parques menos conocidos, colaborar con equipos de mantenimiento de senderos, seguir los principios de Leave No Trace y ahorrar agua en los estados afectados por la sequía ayuda. Las rutas panorámicas de Amtrak y el transporte urbano ofrecen alternativas a los largos viajes en coche.',
    ],
  },
  Uganda: {
    tagline: 'Gorilas de montaña, las fuentes del Nilo y alojamientos comunitarios',
    paragraphs: [
      'Uganda alberga cerca de la mitad de los gorilas de montaña del mundo, en los bosques brumosos de Bwindi y Mgahinga, además de chimpancés en Kibale, leones que trepan a los árboles en el Parque Nacional Reina Isabel y las fuentes del Nilo en Jinja.',
      'Las tasas de los permisos para ver gorilas financian la conservación, y una parte llega a las comunidades que rodean los parques. Los alojamientos comunitarios, los guías y porteadores locales y las cooperativas de artesanía garantizan que el turismo beneficie a quienes viven junto a la fauna.',
      'Como destino muy vulnerable, Uganda es uno de los lugares donde viajar con responsabilidad hace más bien.',
    ],
  },
};
