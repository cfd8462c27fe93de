export type ProjectStatus = 'Active' | 'Expanding' | 'Planning' | 'Completed';

export interface ProjectCard {
  title: string;
  location: string;
  description: string;
  impact: string;
  status: ProjectStatus;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  image: string;
}

/** The six projects on /current-projects (docs/spec/public-site.md §2). */
export const projects: readonly ProjectCard[] = [
  {
    title: 'Sundarbans Mangrove Restoration',
    location: 'West Bengal, India',
    description:
      'Village crews and visiting travelers plant mangrove saplings along eroding river banks, building a living sea wall against cyclones and storm surges.',
    impact: '42,000 mangroves planted and 18 hectares of shoreline protected',
    status: 'Active',
    startDate: '2023-03-01',
    image: '/images/projects/sundarbans-mangrove-restoration.svg',
  },
  {
    title: 'Revive Tschlin Village Programme',
    location: 'Lower Engadine, Switzerland',
    description:
      'Guests help restore centuries-old farming terraces, reopen village workshops and welcome new families to a mountain village that was losing its residents.',
    impact: '3 terraces restored and 2 village businesses reopened',
    status: 'Expanding',
    startDate: '2023-06-15',
    image: '/images/projects/revive-tschlin-village-programme.svg',
  },
  {
    title: 'Alpine Meadow Guardians',
    location: 'Tyrol, Austria',
    description:
      'Travelers join mountain farmers to clear scrub and reseed flower-rich hay meadows, keeping the high pastures open for pollinators and rare orchids.',
    impact: '27 hectares of species-rich meadow maintained each summer',
    status: 'Active',
    startDate: '2024-05-01',
    image: '/images/projects/alpine-meadow-guardians.svg',
  },
  {
    title: 'Red Sea Reef Guardians',
    location: 'Marsa Alam, Egypt',
    description:
      'Dive centres and local fishers train visitors in reef monitoring, install mooring buoys that stop anchor damage and run plastic-free dive trips.',
    impact: '60 mooring buoys installed and 1,200 reef surveys logged',
    status: 'Expanding',
    startDate: '2024-02-10',
    image: '/images/projects/red-sea-reef-guardians.svg',
  },
  {
    title: 'Bwindi Community Forest Corridor',
    location: 'Kanungu District, Uganda',
    description:
      'Tourism revenue pays farmers to replant a corridor of native trees linking Bwindi forest with community land, giving gorillas room to roam without raiding crops.',
    impact: '15,000 native trees planned across 40 hectares',
    status: 'Planning',
    startDate: '2025-09-01',
    image: '/images/projects/bwindi-community-forest-corridor.svg',
  },
  {
    title: 'Slovenian Pollinator Pathways',
    location: 'Gorenjska, Slovenia',
    description:
      'Beekeepers, schools and visitors plant wildflower strips between villages and build bee-friendly habitats along cycling routes in the foothills of the Julian Alps.',
    impact: '12 km of flowering pathways and 90 new hives hosted by farms',
    status: 'Active',
    startDate: '2024-04-20',
    image: '/images/projects/slovenian-pollinator-pathways.svg',
  },
];
