export const newsCategories = [
  'Marine Conservation',
  'Community Development',
  'Climate Action',
  'Reforestation',
  'Wildlife Conservation',
  'Cultural Preservation',
  'Wetland Conservation',
  'Urban Regeneration',
  'Industry Standards',
  'Sustainable Food',
  'Arctic Conservation',
  'Technology Innovation',
  'Government Policy',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** Badge colours per category (text on tint, AA contrast). */
export const newsCategoryColors: Readonly<Record<NewsCategory, string>> = {
  'Marine Conservation': 'bg-cyan-100 text-cyan-900',
  'Community Development': 'bg-orange-100 text-orange-900',
  'Climate Action': 'bg-red-100 text-red-900',
  Reforestation: 'bg-green-100 text-green-900',
  'Wildlife Conservation': 'bg-amber-100 text-amber-900',
  'Cultural Preservation': 'bg-purple-100 text-purple-900',
  'Wetland Conservation': 'bg-teal-100 text-teal-900',
  'Urban Regeneration': 'bg-slate-200 text-slate-900',
  'Industry Standards': 'bg-indigo-100 text-indigo-900',
  'Sustainable Food': 'bg-lime-100 text-lime-900',
  'Arctic Conservation': 'bg-sky-100 text-sky-900',
  'Technology Innovation': 'bg-violet-100 text-violet-900',
  'Government Policy': 'bg-stone-200 text-stone-900',
};

export interface NewsArticle {
  id: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: NewsCategory;
  readTime: string;
  image: string;
  author: string;
  /** Trusted HTML, still sanitised before rendering. */
  content: string;
}

/** The 12 news articles, newest first (docs/spec/public-site.md §2, §3). */
export const newsArticles: readonly NewsArticle[] = [
  {
    id: 'ai-powered-regenerative-tourism',
    title: 'Can AI Help Travelers Give Back More Than They Take?',
    summary:
      'Trip planners that weigh carbon, crowding and community benefit are moving from pilots to everyday tools. We look at what they get right and where human judgement still matters.',
    date: '2025-07-02',
    category: 'Technology Innovation',
    readTime: '7 min read',
    image: '/images/city.svg',
    author: 'Maya Lindqvist',
    content: `
<p>For years, travel technology has been built to do one thing well: fill seats and beds. A new generation of planning tools is trying to optimise for something else entirely. Instead of asking only “what is cheapest?” or “what is most popular?”, they also ask “where is this visit most welcome?” and “what will it leave behind?”.</p>
<h2>From recommendations to trade-offs</h2>
<p>The most promising tools combine open transport timetables, accommodation certification data and crowding forecasts. They can suggest taking the train instead of a short flight, visiting a lesser-known valley instead of a saturated one, or shifting a trip by two weeks to avoid a local festival’s busiest days. Some destinations now publish real-time visitor-pressure data so that these suggestions reflect what residents actually experience.</p>
<p>At Regen Marketplace we have been testing similar ideas with our impact calculator: showing travelers, before they book, how the vulnerability of a place and the pace of a trip change what a positive contribution looks like.</p>
<h2>Where the algorithms fall short</h2>
<p>Data can tell you how many people stand in a square at noon. It cannot tell you whether a village wants more visitors, or on what terms. Community consent, cultural sensitivity and fair pricing still depend on conversations with the people who live there.</p>
<ul>
<li>Models trained on booking data tend to favour places that are already popular.</li>
<li>Small, family-run operators are often missing from the data entirely.</li>
<li>Impact claims need independent review, not just self-reported labels.</li>
</ul>
<p>The best use of these tools, operators told us, is as a starting point: a way to surface options that travelers would never otherwise see, which local partners then shape into experiences worth having.</p>
<h2>What travelers can do today</h2>
<p>Ask any planning tool how it ranks its suggestions. Prefer options that show their reasoning, and treat “eco” badges with healthy curiosity. Above all, give yourself time to stay longer in fewer places; no algorithm has yet improved on that.</p>`,
  },
  {
    id: 'biodiversity-corridors-june-2025',
    title: 'Europe Maps New Biodiversity Corridors Through Tourism Regions',
    summary:
      'National restoration plans are identifying green corridors that cross popular holiday regions, creating new roles for hosts, guides and visitors.',
    date: '2025-06-18',
    category: 'Government Policy',
    readTime: '6 min read',
    image: '/images/forest.svg',
    author: 'Tomás Herrera',
    content: `
<p>Across Europe, governments are drafting plans to restore damaged ecosystems and reconnect fragmented habitats. Many of the corridors on the draft maps run straight through regions that depend on tourism: alpine valleys, coastal dunes, river floodplains and the farmland around historic towns.</p>
<h2>Why corridors matter</h2>
<p>Wildlife needs room to move. A forest patch cut off by roads and fences can lose species over time even if it is protected. Corridors of hedgerows, wetlands, meadows and riverbanks let animals and plants move between larger habitats, which becomes more important as the climate shifts and species need to follow it.</p>
<h2>A role for the tourism sector</h2>
<p>Regional tourism boards have begun to see restoration as part of their offer rather than a constraint on it. Several are working with farmers to plant hedgerows along cycle routes, to reroute trails away from nesting areas during spring and to fund wetland restoration from visitor taxes.</p>
<blockquote>The landscapes people travel to see are the same landscapes that need reconnecting. Tourism can pay for part of that work and help explain it.</blockquote>
<p>For hosts, this opens new possibilities: guided walks along newly planted corridors, volunteer days with local conservation groups and farm stays that show how nature-friendly agriculture works in practice.</p>
<h2>What to watch</h2>
<p>Funding remains the open question. Plans that rely on voluntary agreements with landowners move slowly, and visitor contributions alone cannot pay for large-scale restoration. But each corridor that gains a trail, a guide and a community of supporters becomes harder to neglect.</p>
<p>Travelers can support this work by choosing operators involved in local restoration, staying on marked paths and asking hosts about the nature projects around them.</p>`,
  },
  {
    id: 'carbon-negative-destinations-2030',
    title: 'The Race to Become a Carbon-Negative Destination by 2030',
    summary:
      'A handful of regions are aiming to remove more carbon than their visitors emit. Their plans rely on forests, peat, soils and a hard look at how people arrive.',
    date: '2025-05-20',
    category: 'Climate Action',
    readTime: '8 min read',
    image: '/images/mountains.svg',
    author: 'Priya Raman',
    content: `
<p>“Carbon neutral” has lost much of its meaning in travel marketing. A small group of destinations is now aiming for something more demanding: to remove more greenhouse gases than their residents and visitors emit, and to prove it with transparent accounting.</p>
<h2>Start with the journey</h2>
<p>For most holidays, getting there produces the largest share of emissions. Destinations serious about climate targets are investing in rail links, night trains, electric buses from stations to villages and luggage services that make car-free arrival easy. Some are actively marketing to travelers who live within a day’s train ride.</p>
<h2>Then the stay</h2>
<p>Heat pumps, solar roofs, local food and waste reduction bring accommodation emissions down quickly. Smaller guesthouses often lead the way because owners can make decisions fast and see the results on their bills.</p>
<h2>Finally, removal</h2>
<p>Removal is where nature comes in. Regions with forests, peatlands and farmland can store carbon by restoring wetlands, improving soils and letting woodland regenerate. These measures also bring back wildlife, reduce flood risk and create landscapes visitors want to see.</p>
<ul>
<li>Restoration must be additional: it would not have happened anyway.</li>
<li>It must be durable: a forest that burns or is felled releases its carbon again.</li>
<li>It must be measured independently, not estimated by those who sell it.</li>
</ul>
<h2>Will it work?</h2>
<p>The honest answer is that few destinations will reach carbon-negative status by 2030. But the effort itself is changing how they plan: investing in transport before marketing, and judging success by what the landscape and community gain, not by visitor numbers alone.</p>
<p>As a traveler, the most effective steps remain the simplest: travel overland where you can, stay longer and support the places restoring their land.</p>`,
  },
  {
    id: 'regenerative-tourism-economy-2025',
    title: 'Regenerative Tourism Moves From Niche to Mainstream in 2025',
    summary:
      'Industry surveys show more travelers asking what their trip gives back. New standards are emerging to separate genuine impact from green marketing.',
    date: '2025-04-08',
    category: 'Industry Standards',
    readTime: '9 min read',
    image: '/images/village.svg',
    author: 'Daniel Okafor',
    content: `
<p>Only a few years ago, “regenerative tourism” was a phrase heard mostly at conferences. In 2025 it appears in national tourism strategies, hotel group reports and tour operator brochures. The question has shifted from whether travel should give back to how anyone can tell when it does.</p>
<h2>What travelers are asking for</h2>
<p>Booking platforms and tour operators report growing interest in experiences that involve local people, support conservation and avoid overcrowded places. Travelers increasingly expect clear information rather than vague promises, and many say they would choose a provider that shows its impact openly.</p>
<h2>From sustainable to regenerative</h2>
<p>Sustainable tourism aims to do less harm. Regenerative tourism aims to leave a place better: healthier ecosystems, stronger local economies and living cultures. That raises the bar, and it requires measurement over time, not a one-off certificate.</p>
<h2>The standards taking shape</h2>
<p>Established certification schemes are adding criteria for community benefit and biodiversity. Meanwhile, destination-level frameworks ask businesses to report on local employment, local purchasing, restoration work and visitor satisfaction.</p>
<ul>
<li>Clear, comparable indicators instead of self-awarded labels.</li>
<li>Community involvement in deciding what “better” means.</li>
<li>Independent verification for the boldest claims.</li>
</ul>
<h2>Where Regen Points fit</h2>
<p>Our Regen Points system is one attempt to make this easy to understand: each activity earns points according to its length and impact, and each destination asks for a daily commitment according to its vulnerability. Every activity is reviewed before it goes live, and we publish how the numbers are calculated.</p>
<p>No single number can capture everything a place needs. But a shared, transparent measure makes it easier for travelers to compare options and for suppliers to be recognised for genuine work.</p>
<h2>What comes next</h2>
<p>Expect more destinations to link visitor fees to restoration projects, more operators to publish impact reports, and more travelers to plan trips around a few meaningful experiences rather than a long list of sights.</p>`,
  },
  {
    id: 'coral-restoration-maldives',
    title: 'Guests Become Gardeners on Maldivian Coral Nurseries',
    summary:
      'Resorts and island communities are growing heat-tolerant corals in underwater nurseries, with visitors helping to clean frames and monitor growth.',
    date: '2025-03-14',
    category: 'Marine Conservation',
    readTime: '6 min read',
    image: '/images/reef.svg',
    author: 'Aisha Nazeer',
    content: `
<p>The Maldives is built on coral. Its islands, beaches and fisheries all depend on reefs that have suffered repeated bleaching as ocean temperatures rise. Across the atolls, marine biologists, resort teams and local islanders are growing corals in underwater nurseries to help reefs recover.</p>
<h2>How a coral nursery works</h2>
<p>Fragments of healthy coral, often from colonies that survived previous heatwaves, are attached to metal frames or ropes in shallow water. Once they grow large enough, they are transplanted onto damaged sections of reef. Careful selection of heat-tolerant colonies gives the new corals a better chance when the next marine heatwave arrives.</p>
<h2>What visitors do</h2>
<p>Under the guidance of marine biologists, guests snorkel or dive to clean algae from nursery frames, photograph fragments for growth records and help attach new pieces. Evening talks explain the science and the limits of restoration.</p>
<blockquote>Restoration buys time for reefs. It does not replace the need to cut emissions, but it keeps the reef alive and keeps people connected to it.</blockquote>
<h2>Benefits beyond the reef</h2>
<p>Several programmes now train young Maldivians as reef technicians, creating skilled jobs on local islands rather than only at resorts. Guesthouses on inhabited islands offer reef programmes at lower cost, spreading the income from tourism more widely.</p>
<p>If you visit, choose operators that follow reef-safe practices, use mineral sunscreen, never stand on coral and ask how your fees support local conservation.</p>`,
  },
  {
    id: 'norway-arctic-wilderness',
    title: 'Protecting Norway’s Arctic Wilderness as Visitors Head North',
    summary:
      'Northern lights tourism has grown rapidly in Arctic Norway. Communities are working to balance winter income with fragile tundra, wildlife and Sámi reindeer herding.',
    date: '2025-02-05',
    category: 'Arctic Conservation',
    readTime: '7 min read',
    image: '/images/arctic.svg',
    author: 'Ingrid Solberg',
    content: `
<p>Winter used to be the quiet season in Arctic Norway. Today, travelers arrive in their thousands to chase the northern lights, go whale watching in the fjords and stay in glass cabins under the stars. The boom brings welcome income to small communities, and new pressures with it.</p>
<h2>A fragile landscape</h2>
<p>Arctic tundra recovers very slowly. Off-road driving, new parking areas and trampled vegetation can leave scars for decades. Whales and seabirds can be disturbed by too many boats, and reindeer herds on their winter grazing lands are sensitive to snowmobiles and drones.</p>
<h2>Local solutions</h2>
<p>Municipalities are responding with designated viewing areas, caps on whale-watching boats and guidelines developed together with Sámi reindeer herders. Several operators have switched to electric and hybrid vessels, which are quieter for wildlife and passengers alike.</p>
<ul>
<li>Book small-group tours with certified guides who know the rules.</li>
<li>Never fly a drone near reindeer or wildlife.</li>
<li>Choose Sámi-owned experiences to learn about reindeer herding first-hand.</li>
<li>Take the coastal ferry or train north instead of flying where possible.</li>
</ul>
<h2>Travel that sustains the north</h2>
<p>The Arctic is warming several times faster than the global average. Visitors who come slowly, stay longer and spend with local businesses help communities adapt, while those who race between photo spots add to the strain. The northern lights will still be there for those who wait.</p>`,
  },
  {
    id: 'new-zealand-maori-tourism',
    title: 'Māori-Led Tourism Shows How Guardianship Shapes Travel',
    summary:
      'Across Aotearoa New Zealand, iwi-owned businesses are sharing their stories on their own terms and reinvesting in land, language and community.',
    date: '2024-12-10',
    category: 'Cultural Preservation',
    readTime: '8 min read',
    image: '/images/mountains.svg',
    author: 'Hemi Walker',
    content: `
<p>In Aotearoa New Zealand, Māori-owned tourism businesses are among the country’s most admired. They range from guided walks and waka (canoe) journeys to marae stays and cultural centres, and they share a principle: kaitiakitanga, the guardianship of land, water and people for future generations.</p>
<h2>Stories told by their owners</h2>
<p>For much of the twentieth century, Māori culture was presented to tourists by others, often reduced to a short performance. Today, iwi and whānau (extended families) design experiences around their own histories and places, deciding what to share and what to keep private.</p>
<h2>Profits that return to the land</h2>
<p>Many iwi-owned businesses reinvest in predator control, native tree planting, scholarships and te reo Māori language programmes. Guests are invited to take part: planting a tree, learning a few words of te reo or joining a karakia (blessing) before a walk.</p>
<blockquote>When visitors understand the stories of a place, they start to care for it as we do.</blockquote>
<h2>How to travel respectfully</h2>
<ul>
<li>Choose experiences owned and led by Māori people.</li>
<li>Learn a greeting such as “kia ora” and use place names correctly.</li>
<li>Ask before photographing people, carvings or sacred sites.</li>
<li>Take the Tiaki Promise to care for the land, sea and culture.</li>
</ul>
<p>The result is tourism that strengthens identity rather than diluting it, and a model that Indigenous communities elsewhere are watching closely.</p>`,
  },
  {
    id: 'wildlife-corridors-kenya',
    title: 'Community Conservancies Reopen Wildlife Corridors in Kenya',
    summary:
      'Landowners who lease their land to conservancies are giving elephants and lions room to move, funded by low-density, high-value tourism.',
    date: '2024-11-19',
    category: 'Wildlife Conservation',
    readTime: '7 min read',
    image: '/images/savanna.svg',
    author: 'Grace Wanjiru',
    content: `
<p>Kenya’s national parks are famous, but most of its wildlife lives outside them, on land owned by communities and families. As fences, farms and settlements spread, the routes animals use to reach water and grazing have narrowed. Community conservancies are reopening them.</p>
<h2>How conservancies work</h2>
<p>Landowners pool their land and lease it to a conservancy, which partners with a small number of safari camps. Guests pay conservation fees that fund lease payments, rangers, schools and health programmes. Grazing is planned so that livestock and wildlife can share the land.</p>
<h2>Corridors that connect</h2>
<p>Conservancies that border each other form corridors linking larger protected areas. Elephants, lions and wild dogs can move between them, reducing conflict with farmers and keeping populations genetically healthy.</p>
<ul>
<li>Low visitor numbers mean less disturbance and a better experience.</li>
<li>Maasai and Samburu guides share deep knowledge of the land.</li>
<li>Lease payments give families a steady income in dry years.</li>
</ul>
<h2>Challenges remain</h2>
<p>Drought, land subdivision and uneven sharing of income test the model. Conservancies work best when communities govern them and see clear benefits. Travelers can help by asking camps how fees are shared and by staying longer, which supports more local jobs.</p>`,
  },
  {
    id: 'alpine-reforestation-switzerland',
    title: 'Replanting Mountain Forests That Protect Swiss Villages',
    summary:
      'Protection forests shield alpine villages from avalanches and rockfall. Volunteers and visitors are helping to plant climate-resilient species at altitude.',
    date: '2024-10-03',
    category: 'Reforestation',
    readTime: '6 min read',
    image: '/images/mountains.svg',
    author: 'Lea Brunner',
    content: `
<p>Around half of Switzerland’s forests are protection forests: they hold snow in place, catch falling rocks and slow down landslides above roads, railways and villages. Storms, bark beetles and drought have left gaps in many of them, and replanting at altitude is hard, slow work.</p>
<h2>Planting for a warmer future</h2>
<p>Foresters are choosing a wider mix of species, including larch, fir, maple and sycamore, that are better able to cope with hotter summers than spruce alone. Saplings are planted in sheltered spots behind stumps or rocks and protected from browsing deer.</p>
<h2>Visitors lend a hand</h2>
<p>Mountain communities, including villages in the Lower Engadine, invite guests to join planting weeks in spring and autumn. Volunteers carry saplings up steep slopes, repair fences and learn from foresters why each tree matters.</p>
<blockquote>Every tree we plant today protects the village my grandchildren will live in.</blockquote>
<p>These weeks are physically demanding and deeply rewarding. They also give visitors a glimpse of village life beyond the ski season, and bring income to guesthouses and restaurants when they need it most.</p>
<p>Travelers interested in joining can look for forest volunteer programmes run by local forestry services and mountain aid organisations, and combine them with a car-free journey by Swiss rail and post bus.</p>`,
  },
  {
    id: 'portugal-blue-economy',
    title: 'Portugal’s Fishing Towns Chart a Blue Economy Future',
    summary:
      'Coastal communities are combining small-scale fishing, marine reserves and seafood tourism to keep harbours working and seas healthy.',
    date: '2024-08-22',
    category: 'Community Development',
    readTime: '7 min read',
    image: '/images/ocean.svg',
    author: 'Rui Carvalho',
    content: `
<p>Portugal has one of the largest sea areas in Europe and a long fishing tradition. Many of its harbour towns have struggled as fish stocks declined and young people moved away. A new approach, often called the blue economy, aims to make the sea both a source of livelihoods and a place of recovery.</p>
<h2>Fishers as guides</h2>
<p>In several towns, fishers now take visitors out on their boats for a morning at sea, explaining traditional methods, seasonal catches and the rules of nearby marine reserves. The extra income allows them to fish less intensively, and visitors gain a real understanding of where their dinner comes from.</p>
<h2>Reserves that pay off</h2>
<p>Marine protected areas along the coast have allowed fish, octopus and seagrass to recover. Where fishers were involved in designing the rules, catches in surrounding waters have improved, and support for protection has grown.</p>
<ul>
<li>Seafood markets and restaurants that buy from local boats.</li>
<li>Kayak and snorkel trips in reserves with certified guides.</li>
<li>Community festivals that celebrate sardines, cod and coastal culture.</li>
</ul>
<h2>What visitors can do</h2>
<p>Eat the catch of the day rather than imported species, choose restaurants that name their fishers and join coastal clean-ups. Visiting in spring or autumn spreads income through the year and eases summer pressure on small towns.</p>`,
  },
  {
    id: 'scotland-peatland-restoration',
    title: 'Scotland’s Peatlands Are Being Rewetted, One Dam at a Time',
    summary:
      'Peat bogs store vast amounts of carbon. Restoration teams are blocking old drains to bring them back to life, and visitors can see the results on new boardwalk trails.',
    date: '2024-07-09',
    category: 'Wetland Conservation',
    readTime: '8 min read',
    image: '/images/wetlands.svg',
    author: 'Callum MacLeod',
    content: `
<p>More than a fifth of Scotland is covered in peat, and these boggy landscapes store an estimated 1.6 billion tonnes of carbon. But decades of drainage, grazing and burning have dried many of them out, turning carbon stores into sources of emissions.</p>
<h2>How rewetting works</h2>
<p>Restoration teams block old drainage ditches with peat dams, reprofile eroding banks and reintroduce sphagnum moss, the bog-builder that holds water like a sponge. Within a few years, water levels rise, moss spreads and the bog begins to grow again.</p>
<h2>Benefits for people and wildlife</h2>
<p>Healthy peatlands slow floodwaters, filter drinking water and provide homes for golden plover, dunlin and dragonflies. In the Flow Country of Caithness and Sutherland, nominated for World Heritage status, restoration has become part of the local economy.</p>
<ul>
<li>Boardwalks let visitors walk on the bog without damaging it.</li>
<li>Local guides explain the bog’s wildlife and history.</li>
<li>Restoration work creates rural jobs in remote areas.</li>
</ul>
<h2>Visiting responsibly</h2>
<p>Stay on paths and boardwalks, as peat is easily damaged. Choose peat-free compost at home, and consider supporting restoration projects directly. Slow travel by train to the far north is its own reward: the line to Thurso and Wick crosses some of the wildest bog country in Europe.</p>`,
  },
  {
    id: 'barcelona-superblocks-urban-regeneration',
    title: 'Superblocks Give City Streets Back to People',
    summary:
      'Barcelona’s superblocks turn traffic lanes into squares, trees and play spaces. Other cities are following, and visitors are discovering calmer, greener neighbourhoods.',
    date: '2024-05-28',
    category: 'Urban Regeneration',
    readTime: '5 min read',
    image: '/images/city.svg',
    author: 'Laia Puig',
    content: `
<p>In Barcelona’s Eixample district, some intersections that once carried constant traffic are now shaded squares with benches, planters and children’s games. These are the city’s superblocks: groups of blocks where through traffic is redirected to the perimeter and the inner streets are given back to people.</p>
<h2>Quieter, cooler, healthier</h2>
<p>With fewer cars, noise and air pollution fall, and new trees and planting help cool the streets during hot summers. Local shops and cafés have gained space for terraces, and residents use the squares for markets, concerts and everyday meeting.</p>
<h2>A lesson for tourist cities</h2>
<p>Barcelona is also one of Europe’s most visited cities, and residents have long struggled with overcrowding. Superblocks show that urban regeneration should serve residents first; visitors who explore these neighbourhoods respectfully discover a calmer side of the city.</p>
<ul>
<li>Explore on foot, by bike or by metro rather than by tour bus.</li>
<li>Spend with neighbourhood shops and family-run restaurants.</li>
<li>Keep noise down in residential streets, especially at night.</li>
</ul>
<p>Cities from Vienna to Paris are now testing their own versions, and the idea is spreading: streets are for living, not just for passing through.</p>`,
  },
];

export function findNewsArticle(id: string): NewsArticle | undefined {
  return newsArticles.find((a) => a.id === id);
}
