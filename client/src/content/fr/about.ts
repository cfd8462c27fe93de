import type { AboutSection } from '../about.ts';

// French text of the About Us page (issue 33, docs/decisions/088 "Content", 110): the same
// sections, in the same order and shape, as ../about.ts; `audience` stays an identifier.

export const aboutFr: {
  regenPointsAudiences: readonly (AboutSection & { audience: string })[];
  mission: AboutSection;
  values: readonly { title: string; text: string }[];
  founderStory: AboutSection;
} = {
  regenPointsAudiences: [
    {
      audience: 'travelers',
      heading: 'Pour les voyageurs',
      paragraphs: [
        'Les Regen Points® vous indiquent quelle contribution positive il faut pour laisser une destination plus belle que vous ne l’avez trouvée. Le calculateur d’impact de notre page d’accueil transforme votre pays, le nombre de jours et le nombre de villes en objectif personnel : les lieux plus vulnérables et les voyages au rythme plus rapide en demandent davantage.',
        'Vous gagnez des points en réservant des expériences régénératives et en adoptant les gestes du quotidien que nous proposons pour chaque pays, du train aux achats chez les artisans locaux. Quand vos points atteignent votre objectif, vous avez contribué positivement aux lieux que vous avez visités.',
      ],
    },
    {
      audience: 'suppliers',
      heading: 'Pour les prestataires',
      paragraphs: [
        'Chaque activité publiée sur Regen Marketplace rapporte des Regen Points aux voyageurs qui la réservent, selon sa durée et l’impact qu’elle produit. Quatre heures de plantation de mangroves rapportent plus qu’une balade d’une heure, et notre équipe peut fixer une valeur particulière lorsque l’impact d’une activité est exceptionnel.',
        'Les points rendent votre contribution visible. Les voyageurs en quête d’expériences qui ont du sens voient exactement ce que vaut pour le lieu le temps passé avec vous, et chaque activité est vérifiée avant sa mise en ligne pour que le label garde tout son sens.',
      ],
    },
    {
      audience: 'destinations',
      heading: 'Pour les destinations',
      paragraphs: [
        'Nous classons les destinations en trois niveaux selon leur vulnérabilité aux pressions du tourisme et du changement climatique. Les lieux très vulnérables demandent aux voyageurs 1 500 points par jour, les destinations en développement 900 et les pays résilients à revenu élevé 450.',
        'Ainsi, les lieux qui ont le plus besoin d’attention en reçoivent le plus, et les communautés peuvent montrer aux visiteurs quels projets, quelles entreprises et quelles habitudes changent vraiment les choses pour elles.',
      ],
    },
  ],
  mission: {
    heading: 'Notre mission',
    paragraphs: [
      'Regen Marketplace existe pour que chaque voyage laisse un lieu en meilleur état qu’il ne l’était. Nous mettons en relation des voyageurs curieux avec celles et ceux qui, sur place, restaurent les écosystèmes, font revivre les villages et font vivre les cultures, et nous rendons la valeur de ce travail facile à voir.',
    ],
  },
  values: [
    {
      title: 'Le local d’abord',
      text: 'Les revenus, les décisions et les histoires restent aux communautés qui vous accueillent.',
    },
    {
      title: 'Mesuré, pas promis',
      text: 'Les Regen Points chiffrent l’impact, et chaque activité est vérifiée avant d’être publiée.',
    },
    {
      title: 'La nature a sa place à la table',
      text: 'Des forêts, des récifs et des rivières en bonne santé sont le socle de chaque destination que nous aimons.',
    },
    {
      title: 'Lentement et avec curiosité',
      text: 'Moins de lieux, des séjours plus longs, de vraies conversations : des voyages qui changent aussi le voyageur.',
    },
  ],
  founderStory: {
    heading: 'Notre histoire',
    paragraphs: [
      'Regen Marketplace est né sur une terrasse surplombant un village de montagne des Alpes suisses. Notre fondatrice avait passé des années dans le tourisme classique et vu de beaux endroits se remplir de visiteurs l’été et se vider de leurs habitants le reste de l’année.',
      'À Tschlin, elle a rencontré des villageois qui restauraient d’anciennes terrasses et rouvraient des ateliers avec l’aide de visiteurs restés des jours, et non des heures. Ces visiteurs sont repartis les mains pleines d’ampoules et avec des amitiés durables, et le village a gagné quelque chose qu’il pouvait mesurer.',
      'Elle s’est posé une question simple : et si chaque voyage pouvait être pensé autour du bien qu’il fait ? Les Regen Points ont été sa réponse, et cette place de marché est l’endroit où voyageurs, prestataires et destinations se retrouvent pour la mettre en pratique.',
    ],
  },
};
