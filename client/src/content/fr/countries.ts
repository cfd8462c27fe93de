import type { DestinationCountry } from '@regen/shared/countries';
import type { CountryProfile } from '../countries.ts';

// French country blurbs (issue 33, docs/decisions/088 "Content", 110): the same countries, in the
// same order, as ../countries.ts, with the text only; the illustration stays the English entry's.
// Keys are the English country names (identifiers, as in the URLs); the text names each country
// in French.

/** A country's words in one language: what a translation replaces. */
export type CountryText = Pick<CountryProfile, 'tagline' | 'paragraphs'>;

export const countryTextsFr: Readonly<Record<DestinationCountry, CountryText>> = {
  Albania: {
    tagline: 'Rivières sauvages, villages de montagne et côte ionienne préservée',
    paragraphs: [
      'L’Albanie est l’un des derniers grands espaces sauvages d’Europe. La Vjosa, protégée en 2023 comme premier parc national de rivière sauvage d’Europe, coule librement des monts du Pinde jusqu’à l’Adriatique, et les Alpes albanaises, au nord, sont sillonnées de sentiers de bergers entre des villages de pierre comme Theth et Valbona.',
      'Le tourisme y progresse vite, ce qui donne du poids aux choix de chaque visiteur. Les pensions familiales, les guides locaux et les cuisines de la ferme à l’assiette gardent les revenus dans des villages que les jeunes quittent depuis longtemps.',
      'Voyagez lentement : parcourez le sentier des Peaks of the Balkans, dormez dans une kulla, maison-tour traditionnelle, et découvrez la côte ionienne en dehors de juillet et d’août, quand les plages et les réserves d’eau sont les plus sollicitées.',
    ],
  },
  Australia: {
    tagline: 'Des paysages millénaires confiés aux plus anciennes cultures vivantes du monde',
    paragraphs: [
      'L’Australie abrite la Grande Barrière de corail, la forêt tropicale de Daintree, des cœurs désertiques rouges et des forêts tempérées d’eucalyptus géants. Depuis plus de 60 000 ans, les peuples aborigènes et ceux du détroit de Torres prennent soin de ce « Country », et leurs savoirs guident aujourd’hui encore la gestion de nombreux paysages.',
      'Les feux de brousse, la chaleur et le blanchissement des coraux montrent à quel point ces écosystèmes sont exposés. Les visiteurs peuvent aider en choisissant des opérateurs éco-certifiés, en participant à des expériences menées par des guides autochtones et en soutenant les groupes Landcare qui replantent l’habitat des koalas et d’autres animaux sauvages.',
    ],
  },
  Austria: {
    tagline: 'Alpages fleuris, fermes de montagne et trains jusque dans chaque vallée',
    paragraphs: [
      'Les Alpes autrichiennes forment une mosaïque de hauts pâturages, de forêts de mélèzes et de vallées glaciaires, entretenus depuis des siècles par les paysans de montagne. De nombreux villages font partie du réseau Alpine Pearls et promettent des vacances sans voiture, où trains et bus vous mènent au départ des randonnées.',
      'Voyager de façon régénérative, ici, c’est soutenir cette culture paysanne : dormez dans une ferme en activité, achetez le fromage à l’alpage et participez aux journées de restauration des prairies qui permettent aux fleurs sauvages et aux insectes de prospérer sur les pentes.',
      'Vienne, Salzbourg et Graz se rejoignent facilement en train, et des trains de nuit relient l’Autriche à une grande partie de l’Europe : l’avion peut rester au sol.',
    ],
  },
  Belgium: {
    tagline: 'Des villes compactes à parcourir à pied et les forêts paisibles des Ardennes',
    paragraphs: [
      'La Belgique concentre villes médiévales, art et une gastronomie réputée dans un petit pays bien desservi par le rail. Gand et Louvain ont transformé leur centre pour les piétons et les cyclistes, et Bruxelles végétalise ses rues et ses canaux.',
      'Au sud, les Ardennes offrent hêtraies et vallées encaissées, tout comme le parc national de Hoge Kempen, où landes et pinèdes sont restaurées. Brasseries locales, chocolatiers et maraîchers accueillent les visiteurs qui veulent rencontrer les personnes derrière les produits.',
    ],
  },
  Bulgaria: {
    tagline: 'Vallées des roses, forêts des ours et dunes de la mer Noire',
    paragraphs: [
      'La Bulgarie abrite l’une des faunes les plus riches d’Europe : ours bruns et loups dans les Rhodopes, vautours revenus dans les Rhodopes orientales grâce au réensauvagement, et zones humides du Danube peuplées de pélicans.',
      'Les maisons d’hôtes des villages du Balkan et du Rila, l’artisanat traditionnel et la cueillette des roses dans la vallée de Kazanlak invitent à une façon de voyager qui fait vivre les campagnes. Les préférer aux grands complexes de la mer Noire aide à protéger les dernières dunes du littoral.',
    ],
  },
  Croatia: {
    tagline: 'Vie insulaire, lacs karstiques et une côte à préserver',
    paragraphs: [
      'Le millier d’îles de la Croatie, les eaux limpides de l’Adriatique et les lacs de travertin de Plitvice attirent chaque année des millions de visiteurs. Dubrovnik et Split ont limité les navires de croisière et l’affluence pour protéger leurs vieilles villes et leurs habitants.',
      'Voyagez au printemps ou à l’automne, prenez les ferries et séjournez sur de petites îles comme Vis ou Lastovo, où les konobas familiales, les oliveraies et les aires marines protégées dépendent de visiteurs respectueux.',
      'À l’intérieur des terres, le Gorski Kotar et la Lika offrent forêts, grottes et faune sauvage loin de la foule.',
    ],
  },
  Cyprus: {
    tagline: 'Monastères de montagne, plages des tortues et traditions villageoises',
    paragraphs: [
      'Chypre ne se résume pas à sa côte balnéaire. Les monts Troodos cachent des églises byzantines peintes, des vignobles et des villages de pierre, et la péninsule d’Akamas est l’un des principaux sites de ponte de la Méditerranée pour les tortues vertes et les caouannes.',
      'L’eau est précieuse sur l’île : douches courtes et usage mesuré comptent. Les maisons d’agritourisme des villages de montagne, les producteurs locaux d’halloumi et les bénévoles de la protection des tortues sont les meilleurs moyens de laisser une empreinte positive.',
    ],
  },
  'Czech Republic': {
    tagline: 'Rochers de grès, villes historiques et un réseau ferré dense',
    paragraphs: [
      'Au-delà de Prague, la Tchéquie est le pays des tours de grès de la Suisse de Bohême, des forêts de la Šumava et des villages viticoles de Moravie du Sud. Trains et bus desservent presque chaque ville : voyager sans voiture y est facile.',
      'Répartir ses visites au-delà de la capitale soulage le centre de Prague et soutient des communautés plus petites. Essayez un itinéraire à vélo sur les routes des vins de Moravie ou participez aux chantiers de groupes qui replantent les forêts ravagées par le scolyte.',
    ],
  },
  Denmark: {
    tagline: 'Villes cyclables, énergie éolienne et une côte ouest sauvage',
    paragraphs: [
      'Le Danemark a bâti ses villes autour du vélo et son énergie autour du vent. Copenhague vise la neutralité carbone, et l’eau de son port est assez propre pour s’y baigner.',
      'Sur la côte ouest, le parc national de la mer des Wadden, inscrit à l’UNESCO, accueille des millions d’oiseaux migrateurs en escale. Hôtels écolabellisés, alimentation bio et un réseau ferré pratique permettent de voyager léger d’île en île.',
    ],
  },
  Egypt: {
    tagline: 'Le Nil, le désert et les récifs de la mer Rouge',
    paragraphs: [
      'L’histoire de l’Égypte s’étire le long du Nil, des pyramides de Gizeh aux temples de Louxor et d’Assouan. Au-delà des monuments s’étendent le Désert blanc, l’oasis de Siwa et les récifs coralliens de la mer Rouge, parmi les plus résistants à la chaleur au monde.',
      'Le tourisme fait vivre des millions de familles égyptiennes. Guides locaux agréés, maisons d’hôtes nubiennes, marins de felouque et coopératives d’artisans transforment votre visite en revenu direct, tandis qu’une plongée respectueuse des récifs et moins de plastique protègent des écosystèmes fragiles.',
      'Destination particulièrement vulnérable, l’Égypte demande un engagement plus élevé en Regen Points par jour : une occasion de faire compter chaque journée de voyage.',
    ],
  },
  Estonia: {
    tagline: 'Tourbières, îles et une nation numérique au cœur de la forêt',
    paragraphs: [
      'La moitié de l’Estonie est couverte de forêts, et l’essentiel du reste n’est que tourbières, côtes et îles. Des caillebotis traversent les tourbières bombées de Soomaa, célèbre pour sa « cinquième saison » de crues printanières, et Lahemaa protège manoirs, villages de pêcheurs et forêts anciennes.',
      'La vieille ville médiévale de Tallinn est compacte, et la gratuité des transports publics pour les habitants a fait de la ville un modèle. Séjours chez l’habitant à la campagne, traditions du sauna et fermes insulaires de Saaremaa et Muhu offrent une façon calme et sobre de voyager.',
    ],
  },
  Finland: {
    tagline: 'Lacs, forêts et droit d’accès à la nature',
    paragraphs: [
      'La Finlande compte environ 188 000 lacs, et les forêts couvrent les trois quarts du pays. Le droit d’accès de tous permet aux visiteurs de marcher, de cueillir des baies et de pagayer librement, tant qu’ils respectent la nature et les habitations.',
      'En Laponie, la culture sâme et l’élevage de rennes subissent la pression du changement climatique et de l’usage des terres ; choisissez des expériences tenues par des Sâmes et ne dérangez pas les troupeaux. Des trains de nuit relient Helsinki au cercle polaire, et de nombreux chalets au bord des lacs fonctionnent aux énergies renouvelables.',
    ],
  },
  France: {
    tagline: 'Cuisine des terroirs, sentiers de grande randonnée et trains rapides',
    paragraphs: [
      'La France est le pays le plus visité au monde, et une grande partie de l’attention se concentre sur quelques lieux. Ses régions offrent une autre voie : les volcans d’Auvergne, les gorges des Cévennes, les zones humides de Camargue et des milliers de kilomètres de véloroutes.',
      'Les TGV relient Paris aux régions, et certains vols intérieurs courts sont interdits là où le train existe. Marchés hebdomadaires, domaines viticoles qui accueillent des vendangeurs et hébergements labellisés Clef Verte permettent de soutenir directement les producteurs locaux.',
    ],
  },
  Germany: {
    tagline: 'Billets de train, véloroutes au fil des fleuves et parcs nationaux sauvages',
    paragraphs: [
      'L’Allemagne associe des villes animées à des paysages paisibles : la forêt bavaroise, où la nature est laissée à elle-même, les falaises de craie de Jasmund et de longues véloroutes le long de l’Elbe, du Danube et du Rhin.',
      'Le Deutschlandticket rend les trains régionaux et les transports locaux abordables dans tout le pays, et l’alimentation bio et régionale se trouve facilement. Visiter des villes plus petites et séjourner dans des hôtels éco-certifiés répartit les retombées du tourisme bien au-delà de Berlin et Munich.',
    ],
  },
  Greece: {
    tagline: 'Îles, sites antiques et villages de montagne loin des plages',
    paragraphs: [
      'La Grèce accueille plus de 30 millions de visiteurs par an, beaucoup en quelques semaines d’été sur une poignée d’îles. Pénuries d’eau, incendies et surfréquentation en découlent, et les voyageurs peuvent les atténuer en venant au printemps ou à l’automne.',
      'Loin des sites les plus courus, les villages du Zagori en Épire, les oliveraies du Péloponnèse et de petites îles comme Ikaria et Sifnos offrent randonnées, cuisine traditionnelle et pensions familiales qui comptent sur des visiteurs attentionnés.',
    ],
  },
  Hungary: {
    tagline: 'Sources thermales, grande plaine et lac Balaton',
    paragraphs: [
      'La Grande Plaine hongroise, la Puszta, est une mosaïque de prairies, d’étangs et de zones humides protégée par le parc national de Hortobágy, où vivent grues, grandes outardes et bergers traditionnels.',
      'Les bains thermaux de Budapest et les vignobles de Tokaj et de Villány attirent de nombreux visiteurs. Faire le tour du lac Balaton à vélo, dormir dans des pensions de village et goûter le vin et le paprika locaux aident à faire vivre l’économie rurale.',
    ],
  },
  Iceland: {
    tagline: 'Feu, glace et un paysage encore en formation',
    paragraphs: [
      'L’Islande est une terre jeune de volcans, de glaciers, de plages de sable noir et de sources chaudes. Son électricité et son chauffage proviennent presque entièrement de l’hydroélectricité et de la géothermie, des sources renouvelables.',
      'Les mousses et les sols fragiles mettent des décennies à se remettre d’un seul pas : rester sur les sentiers balisés compte vraiment. Voyagez en bus ou en petit groupe, allez au-delà du Cercle d’or et de la côte sud, et prenez l’Icelandic Pledge, l’engagement à voyager de façon responsable.',
    ],
  },
  India: {
    tagline: 'Mangroves, montagnes et traditions vivantes',
    paragraphs: [
      'L’Inde s’étend de l’Himalaya aux mangroves des Sundarbans et aux backwaters du Kerala. Cultures, langues et cuisines changent toutes les quelques centaines de kilomètres, et le tourisme communautaire s’épanouit dans des villages du Ladakh au Kutch.',
      'Séjours chez l’habitant, coopératives artisanales menées par des femmes et projets de restauration de villages gardent les revenus là où voyagent les visiteurs. Le train dessert la majeure partie du pays : le préférer aux vols courts émet moins de carbone et fait voyager plus richement.',
      'Parmi nos expériences exemples en Inde : planter des mangroves avec une équipe villageoise des Sundarbans et passer une matinée avec une coopérative de tisserands du Kutch.',
    ],
  },
  Ireland: {
    tagline: 'Côtes verdoyantes, tourbières et chaleur des petites villes',
    paragraphs: [
      'La Wild Atlantic Way longe falaises, baies et îles, tandis que le centre de l’Irlande abrite des tourbières bombées qui stockent de grandes quantités de carbone et sont aujourd’hui réhumidifiées après des décennies d’extraction de tourbe.',
      'Des voies vertes pour la marche et le vélo suivent d’anciennes lignes de chemin de fer, et les fêtes locales, les sessions de musique traditionnelle et les producteurs du coin donnent aux petites villes leur caractère. Venir en intersaison répartit mieux le tourisme sur l’île.',
    ],
  },
  Italy: {
    tagline: 'Slow Food, villages perchés et bourgs à faire revivre',
    paragraphs: [
      'Les grandes villes italiennes sont bondées, mais ses villages perchés et ses bourgs de montagne se vident souvent. Beaucoup, des Apennins à la Sardaigne, accueillent désormais les visiteurs dans des albergo diffuso, des hôtels répartis entre des maisons restaurées du village.',
      'Le mouvement Slow Food est né ici, et les fermes en agriturismo, les coopératives d’huile d’olive et les ateliers d’artisans offrent un moyen direct de soutenir les producteurs locaux. Le train relie la plupart des régions, et des chemins comme la Via Francigena invitent à voyager sans hâte.',
    ],
  },
  Latvia: {
    tagline: 'Côtes de dunes, forêts et Riga l’Art nouveau',
    paragraphs: [
      'Plus de la moitié de la Lettonie est couverte de forêts, et ses 500 kilomètres de côte ne sont presque que plages et dunes naturelles. Le parc national de la Gauja propose canoë sur la rivière, falaises de grès et châteaux à moins d’une heure de Riga.',
      'Le quartier Art nouveau et le marché central de Riga se découvrent à pied. À la campagne, séjours à la ferme, apiculteurs et traditions de la Saint-Jean accueillent les visiteurs en quête d’un voyage calme, au plus près de la nature.',
    ],
  },
  Lithuania: {
    tagline: 'L’isthme de Courlande, des lacs et Vilnius la baroque',
    paragraphs: [
      'L’isthme de Courlande, site de l’UNESCO fait de dunes mouvantes et de pinèdes, est partagé avec l’enclave russe de Kaliningrad et protégé par des règles strictes sur la construction et la circulation. À l’intérieur, les lacs d’Aukštaitija invitent au canoë et à des séjours tranquilles en cabane.',
      'Vilnius possède l’une des plus grandes vieilles villes baroques d’Europe et une culture grandissante du vélo et des espaces verts. À la campagne, des fermes accueillent les visiteurs avec une cuisine du terroir et des traditions de sauna.',
    ],
  },
  Luxembourg: {
    tagline: 'Transports publics gratuits et vallées boisées',
    paragraphs: [
      'Le Luxembourg a été le premier pays à rendre tous ses transports publics gratuits : trains, trams et bus vous emmènent presque partout sans rien payer. Le Mullerthal Trail serpente entre gorges de grès et hêtraies dans la « Petite Suisse luxembourgeoise ».',
      'Au nord, les Ardennes et le parc naturel de la Haute-Sûre protègent rivières et forêts, et le long de la Moselle, de petits vignerons accueillent les visiteurs pour des dégustations et les vendanges.',
    ],
  },
  Malta: {
    tagline: 'Temples millénaires, falaises marines et fêtes de village',
    paragraphs: [
      'Les temples mégalithiques de Malte sont plus anciens que les pyramides, et La Valette est une ville baroque fortifiée. Les îles comptent parmi les plus densément peuplées d’Europe : l’eau et l’espace y sont précieux.',
      'Marcher sur les falaises de Gozo, plonger avec des clubs qui protègent les fonds marins, manger dans des restaurants familiaux et venir en dehors du plein été : autant de façons de garder le tourisme en équilibre avec la vie insulaire.',
    ],
  },
  Netherlands: {
    tagline: 'Le pays du vélo, qui vit avec l’eau',
    paragraphs: [
      'Les Pays-Bas ont fait de la vie avec l’eau un art : on y rend de l’espace aux rivières en crue, on restaure les dunes et on crée de nouveaux espaces naturels sur des terres gagnées sur la mer. Leur réseau cyclable est le meilleur du monde.',
      'Amsterdam cherche à limiter le tourisme de masse : pensez plutôt à séjourner à Utrecht, Groningue ou Maastricht, ou sur les îles de la Frise. Louez un vélo, visitez les polders et rencontrez des agriculteurs qui se tournent vers une agriculture favorable à la nature.',
    ],
  },
  'New Zealand': {
    tagline: 'Aotearoa : le rêve d’un pays sans prédateurs et la garde des Māori',
    paragraphs: [
      'Les paysages de la Nouvelle-Zélande vont des glaciers et des fjords aux plateaux volcaniques et aux forêts subtropicales. La notion māori de kaitiakitanga, la garde bienveillante, guide la manière dont on prend soin de nombreux lieux, et la rivière Whanganui est reconnue par la loi comme un être vivant.',
      'Des oiseaux endémiques comme le kiwi et le takahē reviennent grâce à des sanctuaires sans prédateurs. La Tiaki Promise invite chaque visiteur à prendre soin de la terre, de la mer et de la culture, et les entreprises touristiques māori racontent l’histoire du pays par la voix de son propre peuple.',
    ],
  },
  Poland: {
    tagline: 'Forêt primaire, sommets des Tatras et villes animées',
    paragraphs: [
      'La forêt de Białowieża est l’une des dernières forêts primaires de plaine d’Europe, où vivent des centaines de bisons d’Europe en liberté. Les Tatras, les marais de la Biebrza et les lacs de Mazurie offrent une nature remarquable.',
      'Cracovie, Gdańsk et Wrocław sont faciles d’accès en train et riches d’histoire. À la campagne, fermes d’agritourisme, guides locaux et petits producteurs de fromage et de miel accueillent les visiteurs.',
    ],
  },
  Portugal: {
    tagline: 'Côtes atlantiques, forêts de chênes-lièges et économie bleue',
    paragraphs: [
      'Le Portugal fait face à l’Atlantique avec ses plages de surf, ses villes de pêcheurs et ses réserves marines, et son intérieur abrite des forêts de chênes-lièges, des vignobles en terrasses et des villages de schiste. Une grande partie de son électricité provient désormais des énergies renouvelables.',
      'Lisbonne et Porto sont très fréquentées : pensez plutôt à l’Alentejo, à la vallée du Douro ou aux Açores. Soutenir les petites communautés de pêcheurs, les récolteurs de liège et les maisons d’hôtes de village aide des régions rurales qui ont perdu beaucoup d’habitants.',
    ],
  },
  Romania: {
    tagline: 'Les Carpates, le delta du Danube et des traditions rurales bien vivantes',
    paragraphs: [
      'Les Carpates roumaines abritent d’importantes populations d’ours, de loups et de lynx, et des projets de réensauvagement ramènent le bison dans les Carpates méridionales. Le delta du Danube est l’une des plus grandes zones humides d’Europe.',
      'Les villages saxons de Transylvanie, avec leurs églises fortifiées et leurs prairies de fauche riches en fleurs sauvages, montrent comment l’agriculture traditionnelle entretient la biodiversité. Maisons d’hôtes, guides locaux et artisans y dépendent de visiteurs attachés à ce mode de vie.',
    ],
  },
  Slovakia: {
    tagline: 'Hautes Tatras, grottes et églises en bois',
    paragraphs: [
      'La Slovaquie est un petit pays aux grandes montagnes. Les Hautes Tatras se dressent brusquement au-dessus de la plaine, le Paradis slovaque regorge de gorges et d’échelles, et les hêtraies primaires des Carpates sont inscrites au patrimoine mondial de l’UNESCO.',
      'Églises en bois, traditions populaires et refuges de montagne récompensent ceux qui s’aventurent au-delà de Bratislava. Voyagez en train, dormez dans des chalets familiaux et respectez les règles des parcs qui protègent chamois et marmottes.',
    ],
  },
  Slovenia: {
    tagline: 'Le cœur vert de l’Europe, des Alpes à l’Adriatique',
    paragraphs: [
      'La Slovénie a été l’un des premiers pays à adopter un programme national vert pour le tourisme. Plus de la moitié du pays est couverte de forêts, et les Alpes juliennes, la Soča couleur émeraude et les grottes karstiques de Škocjan ne sont qu’à quelques heures les unes des autres.',
      'Ljubljana a fermé son centre aux voitures et compte parmi les capitales les plus vertes d’Europe. Apiculteurs, vignerons et paysans de montagne accueillent les visiteurs, et le label Slovenia Green vous aide à trouver des hébergements qui prennent soin du territoire.',
    ],
  },
  Spain: {
    tagline: 'Des villages à faire revivre, des zones humides à protéger et des trains entre les villes',
    paragraphs: [
      'L’Espagne est l’un des pays les plus visités au monde, et ses côtes et ses grandes villes en ressentent la pression. Dans le même temps, l’intérieur, l’« Espagne vide », voit ses villages perdre leurs jeunes et accueille volontiers les visiteurs qui les aident à rester vivants.',
      'Les trains à grande vitesse remplacent les vols courts, et Doñana, les Picos de Europa et les pâturages de chênes de la dehesa offrent une nature parmi les plus riches d’Europe. Économiser l’eau, manger local et choisir des locations déclarées : tout cela fait la différence.',
    ],
  },
  Sweden: {
    tagline: 'Allemansrätten, archipels et terres sâmes',
    paragraphs: [
      'Le droit d’accès à la nature suédois, l’Allemansrätten, permet à chacun de marcher, de pagayer et de camper dans les forêts, au bord des lacs et dans les archipels, à condition de prendre soin de la nature et de respecter les propriétaires.',
      'Au nord, le Sápmi est la terre du peuple sâme et de ses rennes. Des trains de nuit rejoignent Abisko et Kiruna, des lodges écolabellisés fonctionnent aux énergies renouvelables, et les expériences tenues par des Sâmes font découvrir une culture profondément liée à la terre.',
    ],
  },
  Switzerland: {
    tagline: 'Villages alpins, glaciers et les trains les mieux connectés du monde',
    paragraphs: [
      'Les glaciers suisses fondent rapidement, et les Alpes se réchauffent environ deux fois plus vite que la moyenne mondiale. Les transports publics sont légendaires : trains, cars postaux et bateaux desservent presque chaque village selon un horaire unique.',
      'Des communes de montagne comme Tschlin, en Basse-Engadine, s’efforcent de faire vivre la vie de village, l’agriculture en terrasses et l’artisanat local. Les visiteurs peuvent aider en restant plus longtemps au même endroit, en participant à des journées de restauration et en soutenant les producteurs locaux.',
      'Parmi nos expériences exemples ici : une randonnée de science participative vers un glacier qui recule et Revive Tschlin, deux journées de travaux de restauration du village.',
    ],
  },
  'United Kingdom': {
    tagline: 'Sentiers nationaux, tourbières et lieux détenus par les communautés',
    paragraphs: [
      'Des Highlands écossais à la côte de Cornouailles, le Royaume-Uni offre parcs nationaux, sentiers de grande randonnée et un réseau ferré qui dessert la majeure partie du pays. Des projets de restauration des tourbières et des forêts font revenir des habitats perdus depuis des siècles.',
      'Pubs, commerces et domaines entiers détenus par leurs communautés en Écosse montrent une autre façon de partager les retombées du tourisme. Voyager en train, suivre le Countryside Code et venir en dehors des vacances scolaires font une vraie différence.',
    ],
  },
  'United States': {
    tagline: 'Terres publiques, nations autochtones et grands voyages en train',
    paragraphs: [
      'Les États-Unis protègent d’immenses terres publiques, de Yellowstone et des Everglades aux déserts de roche rouge du Sud-Ouest. Beaucoup de ces lieux sont les terres ancestrales de nations autochtones, dont les propres entreprises touristiques partagent l’histoire et la culture.',
      'Visiter des parcs moins connus, prêter main-forte aux équipes d’entretien des sentiers, appliquer les principes Leave No Trace et économiser l’eau dans les États touchés par la sécheresse : tout cela aide. Les itinéraires panoramiques d’Amtrak et les transports urbains offrent une alternative aux longs trajets en voiture.',
    ],
  },
  Uganda: {
    tagline: 'Gorilles des montagnes, source du Nil et lodges communautaires',
    paragraphs: [
      'L’Ouganda abrite environ la moitié des gorilles des montagnes du monde, dans les forêts brumeuses de Bwindi et de Mgahinga, mais aussi des chimpanzés à Kibale, des lions qui grimpent aux arbres dans le parc national Queen Elizabeth et la source du Nil à Jinja.',
      'Les permis de visite des gorilles financent la protection de la nature, et une part revient aux communautés qui vivent autour des parcs. Lodges communautaires, guides et porteurs locaux et coopératives d’artisans veillent à ce que le tourisme profite à ceux qui vivent aux côtés de la faune sauvage.',
      'Destination particulièrement vulnérable, l’Ouganda est l’un des lieux où le voyage responsable fait le plus de bien.',
    ],
  },
};
