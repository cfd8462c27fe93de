import type { ProjectCard } from '../projects.ts';

// French text of the six projects on /current-projects (issue 33, docs/decisions/088 "Content",
// 110): the same projects, in the same order, as ../projects.ts; status, start date and
// illustration stay the English entry's.

export type ProjectText = Pick<ProjectCard, 'title' | 'location' | 'description' | 'impact'>;

export const projectTextsFr: readonly ProjectText[] = [
  {
    title: 'Restauration des mangroves des Sundarbans',
    location: 'Bengale-Occidental, Inde',
    description:
      'Des équipes villageoises et des voyageurs plantent de jeunes palétuviers le long des berges qui s’érodent, formant une digue vivante contre les cyclones et les ondes de tempête.',
    impact: '42 000 palétuviers plantés et 18 hectares de rivage protégés',
  },
  {
    title: 'Programme Revive Tschlin',
    location: 'Basse-Engadine, Suisse',
    description:
      'Les visiteurs aident à restaurer des terrasses agricoles séculaires, à rouvrir des ateliers et à accueillir de nouvelles familles dans un village de montagne qui perdait ses habitants.',
    impact: '3 terrasses restaurées et 2 commerces du village rouverts',
  },
  {
    title: 'Gardiens des prairies alpines',
    location: 'Tyrol, Autriche',
    description:
      'Des voyageurs aident des paysans de montagne à débroussailler et à ressemer des prairies de fauche fleuries, pour garder les hauts pâturages ouverts aux pollinisateurs et aux orchidées rares.',
    impact: '27 hectares de prairie riche en espèces entretenus chaque été',
  },
  {
    title: 'Gardiens des récifs de la mer Rouge',
    location: 'Marsa Alam, Égypte',
    description:
      'Centres de plongée et pêcheurs locaux forment les visiteurs au suivi des récifs, installent des bouées d’amarrage qui évitent les dégâts des ancres et organisent des plongées sans plastique.',
    impact: '60 bouées d’amarrage installées et 1 200 relevés de récifs enregistrés',
  },
  {
    title: 'Corridor forestier communautaire de Bwindi',
    location: 'District de Kanungu, Ouganda',
    description:
      'Les recettes du tourisme rémunèrent des agriculteurs pour replanter un corridor d’arbres indigènes reliant la forêt de Bwindi aux terres communautaires, laissant aux gorilles de l’espace sans qu’ils pillent les cultures.',
    impact: '15 000 arbres indigènes prévus sur 40 hectares',
  },
  {
    title: 'Chemins des pollinisateurs en Slovénie',
    location: 'Haute-Carniole, Slovénie',
    description:
      'Apiculteurs, écoles et visiteurs sèment des bandes fleuries entre les villages et aménagent des habitats favorables aux abeilles le long des pistes cyclables, au pied des Alpes juliennes.',
    impact: '12 km de chemins fleuris et 90 nouvelles ruches accueillies dans des fermes',
  },
];
