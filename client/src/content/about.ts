export interface AboutSection {
  heading: string;
  paragraphs: readonly string[];
}

export const regenPointsAudiences: readonly (AboutSection & { audience: string })[] = [
  {
    audience: 'travelers',
    heading: 'For travelers',
    paragraphs: [
      'Regen Points® tell you how much positive contribution it takes to leave a destination better than you found it. The impact calculator on our home page turns your country, the number of days and the number of cities into a personal target: more vulnerable places and faster-paced trips ask for more.',
      'You earn points by booking regenerative experiences and by taking the everyday actions we suggest for each country, from riding the train to buying from local makers. When your points match your target, you have been a positive contributor to the places you visited.',
    ],
  },
  {
    audience: 'suppliers',
    heading: 'For suppliers',
    paragraphs: [
      'Every activity published on Regen Marketplace earns Regen Points for the travelers who book it, based on its length and the impact it delivers. A four-hour mangrove planting earns more than a one-hour walk, and our team can set a specific figure when an activity’s impact is exceptional.',
      'Points make your contribution visible. Travelers searching for meaningful experiences see exactly what their time with you is worth to the place, and each activity is reviewed before it goes live so that the label keeps its meaning.',
    ],
  },
  {
    audience: 'destinations',
    heading: 'For destinations',
    paragraphs: [
      'We group destinations into three tiers by how vulnerable they are to the pressures of tourism and climate change. Highly vulnerable places ask travelers for 1,500 points a day, developing destinations 900 and resilient high-income countries 450.',
      'That way the places that need the most care receive the most attention, and communities can show visitors which projects, businesses and habits make a real difference to them.',
    ],
  },
];

export const mission: AboutSection = {
  heading: 'Our mission',
  paragraphs: [
    'Regen Marketplace exists to make every journey leave a place better than it was. We connect curious travelers with local people who restore ecosystems, revive villages and keep cultures alive, and we make the value of that work easy to see.',
  ],
};

export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Local first',
    text: 'Income, decisions and stories stay with the communities who host you.',
  },
  {
    title: 'Measured, not promised',
    text: 'Regen Points put a number on impact, and every activity is reviewed before it is listed.',
  },
  {
    title: 'Nature has a seat at the table',
    text: 'Healthy forests, reefs and rivers are the foundation of every destination we love.',
  },
  {
    title: 'Slow and curious',
    text: 'Fewer places, longer stays, real conversations: travel that changes the traveler too.',
  },
];

export const founderStory: AboutSection = {
  heading: 'Our story',
  paragraphs: [
    'Regen Marketplace began on a terrace above a mountain village in the Swiss Alps. Our founder had spent years working in conventional tourism and had watched beautiful places fill with visitors in summer and empty of residents the rest of the year.',
    'In Tschlin, she met villagers who were restoring old terraces and reopening workshops with the help of guests who stayed for days, not hours. Those guests went home with blistered hands and lasting friendships, and the village gained something it could measure.',
    'She asked a simple question: what if every trip could be planned around the good it does? Regen Points were her answer, and this marketplace is where travelers, suppliers and destinations meet to put it into practice.',
  ],
};
