import type { ProjectCard } from '../projects.ts';

// German text of the six projects on /current-projects (issue 33, docs/decisions/088 "Content",
// 110): the same projects, in the same order, as ../projects.ts; status, start date and
// illustration stay the English entry's.

export type ProjectText = Pick<ProjectCard, 'title' | 'location' | 'description' | 'impact'>;

export const projectTextsDe: readonly ProjectText[] = [
  {
    title: 'Mangroven-Renaturierung in den Sundarbans',
    location: 'Westbengalen, Indien',
    description:
      'Dorfteams und Reisende pflanzen Mangrovensetzlinge an abbrechenden Flussufern und bauen so einen lebenden Deich gegen Zyklone und Sturmfluten.',
    impact: '42.000 Mangroven gepflanzt und 18 Hektar Küste geschützt',
  },
  {
    title: 'Dorfprogramm Revive Tschlin',
    location: 'Unterengadin, Schweiz',
    description:
      'Gäste helfen, jahrhundertealte Ackerterrassen wiederherzustellen, Dorfwerkstätten wieder zu eröffnen und neue Familien in einem Bergdorf willkommen zu heißen, das seine Bewohner verlor.',
    impact: '3 Terrassen wiederhergestellt und 2 Dorfbetriebe wieder eröffnet',
  },
  {
    title: 'Hüter der Bergwiesen',
    location: 'Tirol, Österreich',
    description:
      'Reisende entbuschen mit Bergbauern blütenreiche Heuwiesen und säen sie neu ein, damit die Hochweiden für Bestäuber und seltene Orchideen offen bleiben.',
    impact: '27 Hektar artenreiche Wiese, jeden Sommer gepflegt',
  },
  {
    title: 'Hüter der Riffe am Roten Meer',
    location: 'Marsa Alam, Ägypten',
    description:
      'Tauchbasen und lokale Fischer schulen Gäste im Riff-Monitoring, setzen Bojen, die Ankerschäden verhindern, und bieten plastikfreie Tauchausflüge an.',
    impact: '60 Bojen gesetzt und 1.200 Riffkartierungen erfasst',
  },
  {
    title: 'Gemeinschaftlicher Waldkorridor Bwindi',
    location: 'Distrikt Kanungu, Uganda',
    description:
      'Einnahmen aus dem Tourismus bezahlen Bauern dafür, einen Korridor heimischer Bäume zwischen dem Bwindi-Wald und Gemeindeland zu pflanzen – so haben Gorillas Raum, ohne Felder zu plündern.',
    impact: '15.000 heimische Bäume auf 40 Hektar geplant',
  },
  {
    title: 'Bestäuberpfade in Slowenien',
    location: 'Oberkrain, Slowenien',
    description:
      'Imker, Schulen und Gäste legen Wildblumenstreifen zwischen Dörfern an und schaffen bienenfreundliche Lebensräume entlang der Radwege am Fuß der Julischen Alpen.',
    impact: '12 km blühende Pfade und 90 neue Bienenstöcke auf Höfen',
  },
];
