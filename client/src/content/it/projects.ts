import type { ProjectCard } from '../projects.ts';

// Italian text of the six projects on /current-projects (issue 33, docs/decisions/088 "Content",
// 110): the same projects, in the same order, as ../projects.ts; status, start date and
// illustration stay the English entry's.

export type ProjectText = Pick<ProjectCard, 'title' | 'location' | 'description' | 'impact'>;

export const projectTextsIt: readonly ProjectText[] = [
  {
    title: 'Ripristino delle mangrovie nelle Sundarbans',
    location: 'Bengala Occidentale, India',
    description:
      'Squadre dei villaggi e viaggiatori piantano giovani mangrovie lungo le rive dei fiumi in erosione, costruendo una diga vivente contro cicloni e mareggiate.',
    impact: '42.000 mangrovie piantate e 18 ettari di costa protetti',
  },
  {
    title: 'Programma Revive Tschlin',
    location: 'Bassa Engadina, Svizzera',
    description:
      'Gli ospiti aiutano a ripristinare terrazzamenti agricoli secolari, a riaprire le botteghe del paese e ad accogliere nuove famiglie in un villaggio di montagna che stava perdendo i suoi abitanti.',
    impact: '3 terrazzamenti ripristinati e 2 attività del paese riaperte',
  },
  {
    title: 'Custodi dei prati alpini',
    location: 'Tirolo, Austria',
    description:
      'I viaggiatori affiancano gli allevatori di montagna per ripulire gli arbusti e riseminare prati da fieno ricchi di fiori, mantenendo aperti i pascoli d’alta quota per gli impollinatori e le orchidee rare.',
    impact: '27 ettari di prato ricco di specie mantenuti ogni estate',
  },
  {
    title: 'Custodi della barriera del Mar Rosso',
    location: 'Marsa Alam, Egitto',
    description:
      'Centri immersioni e pescatori locali insegnano ai visitatori a monitorare la barriera corallina, installano boe d’ormeggio che evitano i danni delle ancore e organizzano immersioni senza plastica.',
    impact: '60 boe d’ormeggio installate e 1.200 rilevamenti della barriera registrati',
  },
  {
    title: 'Corridoio forestale comunitario di Bwindi',
    location: 'Distretto di Kanungu, Uganda',
    description:
      'I ricavi del turismo pagano gli agricoltori per ripiantare un corridoio di alberi autoctoni che collega la foresta di Bwindi alle terre della comunità, dando ai gorilla spazio per muoversi senza razziare i raccolti.',
    impact: '15.000 alberi autoctoni previsti su 40 ettari',
  },
  {
    title: 'Sentieri degli impollinatori in Slovenia',
    location: 'Alta Carniola, Slovenia',
    description:
      'Apicoltori, scuole e visitatori piantano strisce di fiori selvatici tra i villaggi e creano habitat per le api lungo le piste ciclabili ai piedi delle Alpi Giulie.',
    impact: '12 km di sentieri fioriti e 90 nuovi alveari ospitati nelle fattorie',
  },
];
