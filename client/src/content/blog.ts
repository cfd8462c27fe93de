/** Filter-only category shown first among the buttons. */
export const ALL_CATEGORIES = 'All';

export const blogCategories = [
  'Regenerative Tourism',
  'Community Impact',
  'Conservation',
  'Climate Action',
  'Economics',
  'Cultural Heritage',
  'Restoration',
  'Technology',
  'Activities Guide',
  'Destinations',
  'Certification',
  'Impact Measurement',
  'Business Models',
  'Wildlife Conservation',
  'Ocean Restoration',
  'Economic Development',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The filter buttons: 'All' then the 16 categories (docs/spec/public-site.md §3). */
export const blogFilterCategories: readonly string[] = [ALL_CATEGORIES, ...blogCategories];

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: BlogCategory;
  image: string;
  readTime: string;
  /** Trusted HTML, still sanitised before rendering. */
  content: string;
}

/** The 19 built-in blog posts, newest first. */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'what-is-regenerative-tourism',
    title: 'What Is Regenerative Tourism? A Practical Guide for Travelers',
    excerpt:
      'Sustainable travel tries to do less harm. Regenerative travel tries to leave places better. Here is what that means in practice, and how to plan a trip around it.',
    author: 'Sofia Brenner',
    date: '2025-08-04',
    category: 'Regenerative Tourism',
    image: '/images/village.svg',
    readTime: '8 min read',
    content: `
<p>Sustainable tourism asks a simple question: how can we travel while doing as little harm as possible? Regenerative tourism asks a more ambitious one: how can a visit leave a place healthier, more prosperous and more resilient than it was before?</p>
<h2>Three things that change</h2>
<p><strong>The purpose of the trip.</strong> Instead of collecting sights, you plan around a few experiences that contribute something: a day planting mangroves, a workshop with an artisan cooperative, a guided walk with a ranger whose salary your fee helps pay.</p>
<p><strong>Where the money goes.</strong> Regenerative trips favour locally owned accommodation, local guides and local food, so that more of what you spend stays in the community.</p>
<p><strong>How long you stay.</strong> Slower trips mean fewer flights, deeper relationships and spending spread across more businesses.</p>
<h2>How to plan a regenerative trip</h2>
<ol>
<li>Use our impact calculator to see how many Regen Points your trip asks for.</li>
<li>Read the suggested actions for your destination and choose the ones that fit.</li>
<li>Book one or two activities that actively restore nature or support community life.</li>
<li>Travel overland where you can, and spend with local businesses.</li>
</ol>
<h2>It is not about perfection</h2>
<p>No trip is impact-free. Regenerative travel is about direction: each choice that moves money, attention and care towards the people and ecosystems of a place is a step in the right direction. Start with one, and build from there.</p>`,
  },
  {
    id: 'community-led-tourism-lessons',
    title: 'Five Lessons From Community-Led Tourism Around the World',
    excerpt:
      'From Ugandan forest lodges to Slovenian beekeepers, the most successful community tourism projects share a few habits. Here is what they teach us.',
    author: 'Daniel Okafor',
    date: '2025-07-21',
    category: 'Community Impact',
    image: '/images/village.svg',
    readTime: '10 min read',
    content: `
<p>Community-led tourism is tourism that local people design, own and govern. It comes in many forms: a village guesthouse association, a cooperative of guides, a conservancy that leases land for wildlife. We spoke with hosts on four continents about what makes it work.</p>
<h2>1. Decisions are made locally</h2>
<p>Projects last when residents decide what to share, how many visitors to welcome and when to say no. Outside partners can help with marketing and training, but the community holds the keys.</p>
<h2>2. Benefits are shared openly</h2>
<p>Successful groups publish how income is split: wages, a community fund, conservation, maintenance. Transparency builds trust and keeps everyone invested in the project’s success.</p>
<h2>3. Culture is shared, not performed</h2>
<p>Visitors value real daily life more than staged shows: cooking together, working in the fields, listening to stories. Hosts say this is also more comfortable for them.</p>
<h2>4. Tourism is one income among several</h2>
<p>Communities that rely entirely on visitors are vulnerable to shocks, as the pandemic showed. The strongest combine tourism with farming, crafts and other work.</p>
<h2>5. Visitors are partners</h2>
<p>Guests who stay longer, return and recommend the project become part of its success. Many hosts keep in touch with former visitors who send school supplies, share skills or help with marketing.</p>
<p>When you book, look for signs of these habits: local ownership, clear benefit sharing and honest, unstaged experiences.</p>`,
  },
  {
    id: 'rewilding-europe-travel',
    title: 'Rewilding Europe: Where to See Nature Coming Back',
    excerpt:
      'Bison in the Carpathians, vultures over the Rhodopes, beavers in Scotland. A guide to Europe’s rewilding landscapes and how your visit can support them.',
    author: 'Ingrid Solberg',
    date: '2025-07-08',
    category: 'Conservation',
    image: '/images/forest.svg',
    readTime: '12 min read',
    content: `
<p>Across Europe, nature is being given room to return. Rewilding projects reintroduce missing species, let rivers move freely and allow forests to regenerate on abandoned farmland. Many of them welcome visitors, and tourism income is part of what makes them viable.</p>
<h2>Southern Carpathians, Romania</h2>
<p>European bison have been reintroduced to the mountains, where they graze meadows and forest clearings. Local guides lead tracking walks and hide stays, and guesthouses in nearby villages benefit from visitors drawn by the herds.</p>
<h2>Rhodope Mountains, Bulgaria</h2>
<p>Griffon and black vultures soar again over the Eastern Rhodopes thanks to feeding stations and protection from poisoning. Wildlife hides, horse riding and village homestays make the region a rewarding place for slow travel.</p>
<h2>Scottish Highlands</h2>
<p>Beavers have returned to several Scottish rivers, and estates are restoring native woodland and peatland. Some community-owned estates offer cabins, guided walks and volunteer days.</p>
<h2>Iberian Highlands, Spain</h2>
<p>On abandoned farmland, wild horses, vultures and ibex are returning. Villages that were losing residents now host naturalists and photographers.</p>
<h2>How to visit well</h2>
<ul>
<li>Book with local guides linked to the rewilding project.</li>
<li>Stay in village accommodation rather than large hotels.</li>
<li>Keep your distance from wildlife and follow hide etiquette.</li>
<li>Stay several nights: wildlife watching rewards patience.</li>
</ul>
<p>Rewilding is a long-term process. Visitors who bring income and enthusiasm help local people see a future in wild nature.</p>`,
  },
  {
    id: 'train-travel-climate',
    title: 'Why the Train Is the Most Powerful Climate Choice You Can Make',
    excerpt:
      'For most trips, getting there is the biggest part of your footprint. Here is how choosing rail changes the numbers, and how to make it easy.',
    author: 'Priya Raman',
    date: '2025-06-24',
    category: 'Climate Action',
    image: '/images/mountains.svg',
    readTime: '7 min read',
    content: `
<p>When people think about the climate impact of a holiday, they often picture hotel towels and plastic straws. In reality, transport usually dominates: for a typical trip, the journey there and back produces more emissions than everything else combined.</p>
<h2>Rail versus air</h2>
<p>Electric trains powered by a largely renewable grid emit a small fraction of the greenhouse gases of a short-haul flight per passenger. Even on diesel routes, rail usually comes out well ahead. For journeys under about six or seven hours, the train is often just as fast door to door.</p>
<h2>Making rail easy</h2>
<ul>
<li>Night trains connect many European capitals and save a hotel night.</li>
<li>Rail passes can make multi-country trips affordable.</li>
<li>Book early for the best fares on high-speed lines.</li>
<li>Pack light: it makes changing trains painless.</li>
</ul>
<h2>When flying is unavoidable</h2>
<p>For long-haul trips, fly less often and stay longer. Choose direct flights, economy seats and travel overland once you arrive. Use the time you save on multiple short trips for one deeper journey.</p>
<h2>The bonus</h2>
<p>Train travellers consistently say the journey becomes part of the holiday: changing landscapes, conversations with fellow passengers and arriving in the centre of town instead of an airport on the edge. It is a climate choice that makes travel better.</p>`,
  },
  {
    id: 'economics-of-regenerative-travel',
    title: 'Where Your Travel Money Really Goes',
    excerpt:
      'A large share of tourism spending can leave the destination. We follow the money and explain how to keep more of it where you travel.',
    author: 'Marco Bellini',
    date: '2025-06-10',
    category: 'Economics',
    image: '/images/city.svg',
    readTime: '9 min read',
    content: `
<p>Economists call it leakage: the part of tourism spending that flows out of a destination to foreign-owned hotels, international booking platforms, imported food and overseas management. In some destinations, especially small islands and all-inclusive resort areas, leakage can be a large share of every dollar spent.</p>
<h2>Following a holiday budget</h2>
<p>Consider a week-long trip. The flight is paid to an airline that may have no local connection. The hotel may be owned abroad. The package may be sold by an international operator taking a substantial commission. What reaches local workers, farmers and small businesses can be surprisingly small.</p>
<h2>How to keep money local</h2>
<ul>
<li>Book locally owned accommodation directly where possible.</li>
<li>Hire local guides and drivers, and tip fairly.</li>
<li>Eat at independent restaurants that source from local farms.</li>
<li>Buy crafts from the people who make them.</li>
<li>Choose activities run by community groups and cooperatives.</li>
</ul>
<h2>The multiplier effect</h2>
<p>Money spent with local businesses is re-spent locally: the guesthouse owner buys from the baker, who pays a local builder. This multiplier effect means a dollar spent locally supports far more livelihoods than one that leaves immediately.</p>
<p>Regen Marketplace works with local suppliers so that bookings support the people who deliver the experience. When you choose where to spend, you choose who benefits.</p>`,
  },
  {
    id: 'cultural-heritage-respect',
    title: 'Visiting Sacred and Historic Places With Respect',
    excerpt:
      'Temples, churches, burial grounds and old towns are living places for the people who care for them. A guide to being a welcome guest.',
    author: 'Hemi Walker',
    date: '2025-05-29',
    category: 'Cultural Heritage',
    image: '/images/village.svg',
    readTime: '6 min read',
    content: `
<p>Many of the places travelers most want to see are sacred or deeply meaningful to the people who live nearby. For them, a temple or a carved meeting house is not an attraction but a place of worship, memory and identity.</p>
<h2>Before you go</h2>
<p>Read about the place and its customs. Learn a greeting in the local language. Find out whether there are days when visits are inappropriate, such as during ceremonies or religious holidays.</p>
<h2>When you arrive</h2>
<ul>
<li>Dress as local people do at the site, covering shoulders and knees where asked.</li>
<li>Follow the guidance on shoes, photography and silence.</li>
<li>Ask before photographing people, and accept a no gracefully.</li>
<li>Do not touch carvings, paintings or offerings.</li>
<li>Never take stones, sand or objects as souvenirs.</li>
</ul>
<h2>Go with a local guide</h2>
<p>A guide from the community can explain meanings that no sign will tell you, and your fee supports people who care for the place. Many communities now run their own tours, deciding what to share and what to keep private.</p>
<h2>Give something back</h2>
<p>Entrance fees and donations often fund maintenance and restoration. Buying from local artisans helps keep traditional skills alive. Respectful curiosity is the best gift a visitor can bring.</p>`,
  },
  {
    id: 'mangrove-restoration-explained',
    title: 'Mangroves: The Coastal Forests That Protect Us All',
    excerpt:
      'Mangroves shelter coasts from storms, store carbon and nurture fisheries. Here is how restoration works and how travelers can help.',
    author: 'Aisha Nazeer',
    date: '2025-05-15',
    category: 'Restoration',
    image: '/images/wetlands.svg',
    readTime: '11 min read',
    content: `
<p>Mangroves grow where land meets sea in the tropics and subtropics. Their tangled roots slow waves, trap sediment and provide nurseries for fish, crabs and shrimp. They also store carbon in their soils at rates far higher than most land forests.</p>
<h2>Why mangroves are disappearing</h2>
<p>Over recent decades, large areas have been cleared for shrimp farms, rice paddies, ports and coastal development. Where mangroves are lost, coasts erode faster, storm surges reach further inland and fisheries decline.</p>
<h2>How restoration works</h2>
<p>The most successful projects start by restoring the right conditions: the tidal flow and elevation mangroves need. Then seedlings of the right species are planted in the right zones, or natural regeneration is allowed to take over. Planting in the wrong place is a common and costly mistake.</p>
<h2>Communities at the centre</h2>
<p>In the Sundarbans of India and Bangladesh, village crews, often led by women, run nurseries and planting programmes. Their work protects their own homes from cyclones and brings back the fish and crabs they depend on.</p>
<h2>How to help as a traveler</h2>
<ul>
<li>Join a planting day with a community-run project, such as our sample experience in the Sundarbans.</li>
<li>Eat seafood from sustainable sources, avoiding farmed shrimp from cleared mangroves.</li>
<li>Choose coastal accommodation that protects its mangroves.</li>
<li>Explore mangroves by kayak or on boardwalks with local guides.</li>
</ul>
<p>A few hours in the mud is hard work, but few experiences show so clearly how restoration protects both nature and people.</p>`,
  },
  {
    id: 'digital-tools-for-responsible-travel',
    title: 'Digital Tools That Make Responsible Travel Easier',
    excerpt:
      'From rail planners to refill maps, a few good apps can take the guesswork out of low-impact travel. Here is what to keep on your phone.',
    author: 'Maya Lindqvist',
    date: '2025-04-30',
    category: 'Technology',
    image: '/images/city.svg',
    readTime: '6 min read',
    content: `
<p>Good intentions are easier to act on when the information is in your pocket. A handful of digital tools can help you travel overland, find local businesses and reduce waste without spending hours on research.</p>
<h2>Plan the journey</h2>
<p>Rail journey planners from national operators show connections across borders, and some show the emissions of each option side by side. Night train guides list sleeper routes across Europe and beyond.</p>
<h2>Find local and independent</h2>
<p>Maps built by local communities and independent guides help you find family-run restaurants, markets and makers. Look for platforms that show who owns a business and how suppliers are chosen.</p>
<h2>Cut waste on the go</h2>
<ul>
<li>Refill maps show where you can fill a water bottle for free.</li>
<li>Food-sharing apps help cafés sell surplus food at the end of the day.</li>
<li>Offline maps and tickets save paper and roaming data.</li>
</ul>
<h2>Measure what matters</h2>
<p>Our own impact calculator helps you set a Regen Points target before you go, and the actions page for each destination lists simple ways to reach it. Treat every tool as a guide, not a verdict, and talk to local people: they are still the best source of advice.</p>`,
  },
  {
    id: 'choosing-regenerative-activities',
    title: 'How to Choose a Regenerative Activity: A Checklist',
    excerpt:
      'Not every “eco” tour gives back. Use this checklist to tell a genuinely regenerative experience from a well-marketed one.',
    author: 'Sofia Brenner',
    date: '2025-04-16',
    category: 'Activities Guide',
    image: '/images/fields.svg',
    readTime: '8 min read',
    content: `
<p>The word “eco” is everywhere, and it does not always mean much. Before you book an activity, a few questions help you judge whether it will leave a place better.</p>
<h2>Who runs it?</h2>
<p>Is the operator locally owned, or does it work in genuine partnership with local people? Are guides from the area, and are they paid fairly?</p>
<h2>What does it restore or support?</h2>
<p>A regenerative activity has a clear purpose: planting trees with a forestry project, monitoring reefs with marine biologists, learning a craft from an artisan cooperative. Ask what happens to the results of your work.</p>
<h2>How big are the groups?</h2>
<p>Small groups mean less disturbance and a better experience. Be wary of activities that promise close encounters with wildlife for large crowds.</p>
<h2>Where does the money go?</h2>
<p>Good operators explain how income is shared: wages, community funds, conservation. If they cannot tell you, ask why.</p>
<h2>Is it honest about limits?</h2>
<p>Restoration takes years, and a single day of planting does not save a forest. Operators who explain this honestly are usually the ones doing serious work.</p>
<h2>Our approach</h2>
<p>Every activity on Regen Marketplace is reviewed before it goes live, and each shows its impact and the Regen Points it earns. Use this checklist for anything you book elsewhere, too.</p>`,
  },
  {
    id: 'slow-travel-slovenia',
    title: 'Slow Travel in Slovenia: Ten Days Without a Car',
    excerpt:
      'Trains, buses and bikes link the Julian Alps, the karst and the coast. A ten-day itinerary through Europe’s green heart.',
    author: 'Lea Brunner',
    date: '2025-04-02',
    category: 'Destinations',
    image: '/images/mountains.svg',
    readTime: '13 min read',
    content: `
<p>Slovenia is small enough to cross in a few hours and varied enough to fill weeks. Its public transport and cycling routes make it an ideal place to travel without a car.</p>
<h2>Days 1–3: Ljubljana</h2>
<p>Start in the capital, whose centre has been car-free for years. Walk along the Ljubljanica river, visit the Central Market for local cheese and honey and take a bike out to the Ljubljana Marshes.</p>
<h2>Days 4–6: Lake Bohinj and the Julian Alps</h2>
<p>Take the train towards Bohinjska Bistrica. Bohinj is quieter than Bled, with trails into Triglav National Park and mountain huts serving simple local food. Hire a local guide for a day in the high mountains.</p>
<h2>Day 7: The Soča valley</h2>
<p>Ride the scenic Bohinj railway and a bus into the Soča valley. Walk by the emerald river and learn about the First World War history of the region.</p>
<h2>Days 8–9: The karst</h2>
<p>Visit the Škocjan Caves, a UNESCO site, and stay at a tourist farm where you can taste teran wine and air-dried ham.</p>
<h2>Day 10: Piran</h2>
<p>End on the coast in Piran, a Venetian-era town best explored on foot. Swim, eat fresh fish and watch the sunset over the Adriatic.</p>
<h2>Tips</h2>
<ul>
<li>Look for the Slovenia Green label when booking accommodation.</li>
<li>Travel in May, June or September to avoid the summer peak.</li>
<li>See our Slovenia actions page for more ways to give back.</li>
</ul>`,
  },
  {
    id: 'understanding-eco-certifications',
    title: 'Understanding Eco-Certifications: Which Labels Mean Something?',
    excerpt:
      'Green Key, EU Ecolabel, GSTC-recognised schemes: a plain-language guide to the labels you see when booking, and what they actually check.',
    author: 'Marco Bellini',
    date: '2025-03-20',
    category: 'Certification',
    image: '/images/fields.svg',
    readTime: '10 min read',
    content: `
<p>Browse any booking site and you will see leaves, globes and green badges. Some represent rigorous, independently audited standards. Others are little more than marketing. Here is how to tell the difference.</p>
<h2>What a good label does</h2>
<ul>
<li>It has published criteria that anyone can read.</li>
<li>An independent body checks compliance, ideally with site visits.</li>
<li>Certification must be renewed regularly.</li>
<li>It covers social and cultural issues, not just energy and water.</li>
</ul>
<h2>Labels worth knowing</h2>
<p><strong>The Global Sustainable Tourism Council (GSTC)</strong> sets baseline criteria and recognises or accredits certification schemes that meet them. A GSTC-recognised or accredited scheme is a good sign.</p>
<p><strong>Green Key</strong> is widely used by hotels, campsites and restaurants, with criteria on environmental management, staff involvement and guest information.</p>
<p><strong>The EU Ecolabel</strong> covers tourist accommodation with strict criteria on energy, water, waste and chemicals.</p>
<p>National schemes, such as Slovenia Green or Qualmark in New Zealand, often combine environmental and community criteria tailored to the country.</p>
<h2>Beyond the badge</h2>
<p>Many excellent small businesses cannot afford certification. Ask direct questions about energy, waste, staff and local sourcing; good hosts are usually proud to answer.</p>`,
  },
  {
    id: 'measuring-travel-impact-regen-points',
    title: 'How We Measure Impact: Inside the Regen Points System',
    excerpt:
      'Why a day in Nepal asks for more points than a day in Germany, how activities earn points, and what the numbers can and cannot tell you.',
    author: 'Sofia Brenner',
    date: '2025-03-06',
    category: 'Impact Measurement',
    image: '/images/savanna.svg',
    readTime: '9 min read',
    content: `
<p>Regen Points are our attempt to make the impact of travel easy to see. They answer two questions: how much positive contribution does a trip ask for, and how much does an activity provide?</p>
<h2>What a trip asks for</h2>
<p>Each country sits in one of three tiers according to its vulnerability to the pressures of tourism and climate change. A day in a highly vulnerable country asks for 1,500 points, a day in a developing destination 900, and a day in a resilient high-income country 450.</p>
<p>Moving between cities adds pressure through extra transport and accommodation, so each additional city adds 250 points for every day of the trip. A three-day trip to Egypt visiting two cities asks for 5,250 points in total, or 1,750 per day.</p>
<h2>What activities provide</h2>
<p>Supplier activities earn 150 points per hour of duration, so a three-hour tree-planting session earns 450. Where an activity’s impact is exceptional, our team can set a specific figure after review.</p>
<h2>What the numbers cannot tell you</h2>
<p>No single number captures the full value of a conversation, a restored wetland or a revived craft. Regen Points are a guide that makes comparison possible; they are not a substitute for care and curiosity.</p>
<h2>Where we are going</h2>
<p>We are working with suppliers and destinations to refine the system with local indicators, and we publish how every figure is calculated.</p>`,
  },
  {
    id: 'regenerative-business-models',
    title: 'Business Models That Make Regeneration Pay',
    excerpt:
      'Cooperatives, conservancies, social enterprises and visitor levies: how tourism businesses are building restoration into the way they earn money.',
    author: 'Daniel Okafor',
    date: '2025-02-25',
    category: 'Business Models',
    image: '/images/village.svg',
    readTime: '14 min read',
    content: `
<p>Restoration costs money, and goodwill alone does not pay rangers or nursery workers. The most durable regenerative tourism projects build their impact into the way they earn.</p>
<h2>Cooperatives</h2>
<p>In a cooperative, guides, hosts or artisans own the business together and share its profits. Decisions are made by members, and surpluses often fund community projects. Cooperatives work well for craft workshops, guiding associations and village guesthouse networks.</p>
<h2>Conservancies</h2>
<p>In East Africa and elsewhere, landowners lease land to conservancies that host a small number of high-value visitors. Lease payments and conservation fees give families a reliable income for keeping land open for wildlife.</p>
<h2>Social enterprises</h2>
<p>Some businesses are set up with a social mission written into their constitution: training young people, employing people from marginalised groups or funding restoration. They compete on quality while directing profits to their mission.</p>
<h2>Visitor levies and funds</h2>
<p>Destinations increasingly charge small visitor fees ringfenced for conservation and community projects. Done transparently, levies spread the cost fairly across all visitors.</p>
<h2>Impact built into the product</h2>
<p>Finally, many operators design activities where the restoration is the experience: planting, monitoring, rebuilding. Guests pay for a meaningful day, and the work gets done.</p>
<p>On Regen Marketplace, suppliers of every kind can publish activities, and travelers can see the impact each one delivers.</p>`,
  },
  {
    id: 'gorilla-trekking-uganda',
    title: 'Gorilla Trekking in Uganda: How Permits Protect a Species',
    excerpt:
      'Mountain gorilla numbers have grown thanks to tourism-funded conservation. What to expect on a trek, and how to make sure your visit helps.',
    author: 'Grace Wanjiru',
    date: '2025-02-12',
    category: 'Wildlife Conservation',
    image: '/images/forest.svg',
    readTime: '11 min read',
    content: `
<p>Mountain gorillas live only in the forested volcanoes and highlands where Uganda, Rwanda and the Democratic Republic of the Congo meet. Decades ago their numbers had fallen to a few hundred. Today they have grown, one of conservation’s rare success stories, and tourism is part of the reason.</p>
<h2>How permits help</h2>
<p>Trekking permits are expensive by design. The fees pay for rangers, veterinary care and research, and a share goes to communities living around the parks. Strict limits on the number of visitors per gorilla family keep disturbance low.</p>
<h2>What to expect</h2>
<p>Treks in Bwindi Impenetrable National Park and Mgahinga can take from one to several hours through steep, muddy forest. Once the trackers find a family, you spend up to an hour with them, keeping your distance and your voice low.</p>
<h2>Protecting gorilla health</h2>
<ul>
<li>Stay at least seven metres away from the gorillas.</li>
<li>Do not trek if you are unwell: gorillas catch human diseases.</li>
<li>Wear a mask if the rangers ask you to.</li>
<li>Never eat or drink near the gorillas.</li>
</ul>
<h2>Support the communities</h2>
<p>Hire a porter from the local village, even if you could carry your own bag. Stay in community-run lodges, buy crafts from local cooperatives and visit Batwa-led cultural experiences. When people living beside the forest benefit from the gorillas, the gorillas are safer.</p>`,
  },
  {
    id: 'ocean-restoration-travelers',
    title: 'Five Ways Travelers Can Help Restore the Ocean',
    excerpt:
      'From seagrass planting to citizen-science dives, the sea needs help, and visitors can give it. Here are five practical ways to start.',
    author: 'Aisha Nazeer',
    date: '2025-02-03',
    category: 'Ocean Restoration',
    image: '/images/reef.svg',
    readTime: '7 min read',
    content: `
<p>Overfishing, pollution and warming waters are putting marine ecosystems under severe stress. Yet the ocean can recover remarkably quickly when given a chance, and travelers can play a part.</p>
<h2>1. Join a restoration dive or snorkel</h2>
<p>Coral nurseries, seagrass planting and kelp restoration projects increasingly welcome trained visitors. Under expert guidance, you can clean nursery frames, plant seagrass shoots or record data.</p>
<h2>2. Choose reef-safe operators</h2>
<p>Pick dive centres that use mooring buoys rather than anchors, keep groups small and brief divers on reef etiquette.</p>
<h2>3. Eat sustainable seafood</h2>
<p>Ask where fish comes from and how it was caught. Local, small-scale catches and species that are not overfished are the best choices.</p>
<h2>4. Cut plastic at the source</h2>
<p>Carry a refillable bottle and bag, refuse straws and take part in beach cleans. Every piece of plastic removed is one less in the sea.</p>
<h2>5. Become a citizen scientist</h2>
<p>Photograph whales, sharks or turtles for identification databases, or log reef health on a standard survey. Your holiday photos can become valuable data.</p>
<p>Ocean restoration is slow, collective work. Each visitor who contributes time, money and care helps tip the balance towards recovery.</p>`,
  },
  {
    id: 'tourism-rural-economic-development',
    title: 'Can Tourism Bring Young People Back to Rural Villages?',
    excerpt:
      'Across Europe, villages are losing residents. Some are using small-scale tourism to create jobs and reasons to stay. Here is what is working.',
    author: 'Marco Bellini',
    date: '2025-01-29',
    category: 'Economic Development',
    image: '/images/village.svg',
    readTime: '12 min read',
    content: `
<p>In the mountains of Italy, the interior of Spain and the valleys of Switzerland, many villages have lost most of their residents. Schools close, shops shut and houses fall into disrepair. Tourism cannot solve this alone, but in some places it is helping to reverse the trend.</p>
<h2>Scattered hotels</h2>
<p>The albergo diffuso model, born in Italy, turns empty village houses into a single hotel spread across the streets. Guests live among residents, restaurants and shops gain customers, and houses are restored rather than abandoned.</p>
<h2>Skills and jobs</h2>
<p>Guiding, hospitality, local food production and craft workshops create jobs that let young people stay or return. Digital connectivity means that some can combine these with remote work.</p>
<h2>Village revival projects</h2>
<p>In Tschlin, in Switzerland’s Lower Engadine, residents and visitors work together to restore terraces, reopen workshops and welcome new families. Visitors who stay for several days become part of village life and bring income when it is needed most.</p>
<h2>What makes it work</h2>
<ul>
<li>Tourism that residents want and help to shape.</li>
<li>Income that stays local, through local ownership.</li>
<li>Year-round activity rather than a short peak season.</li>
<li>Investment in housing, schools and services alongside tourism.</li>
</ul>
<p>Our Revive Tschlin experience is one way to take part. Wherever you travel, staying longer in smaller places makes a difference.</p>`,
  },
  {
    id: 'regenerative-travel-mindset',
    title: 'The Regenerative Travel Mindset: Questions to Ask Before Every Trip',
    excerpt:
      'Regenerative travel starts before you book. Seven questions that shape a better trip for you and for the places you visit.',
    author: 'Sofia Brenner',
    date: '2025-01-24',
    category: 'Regenerative Tourism',
    image: '/images/coast.svg',
    readTime: '6 min read',
    content: `
<p>Before comparing prices and reviews, it helps to step back and ask a few questions. They turn a holiday into a journey that gives as much as it takes.</p>
<h2>1. Why am I going?</h2>
<p>Rest, adventure, learning or connection? Knowing your purpose makes it easier to choose fewer, better experiences.</p>
<h2>2. Can I get there overland?</h2>
<p>If not, can I stay longer to make the journey worthwhile?</p>
<h2>3. Is this place asking for visitors right now?</h2>
<p>Check for overtourism concerns, water shortages or local events, and consider the shoulder season.</p>
<h2>4. Who will benefit from my spending?</h2>
<p>Look for locally owned accommodation, guides and restaurants.</p>
<h2>5. What will I contribute?</h2>
<p>Plan at least one activity that restores nature or supports community life, and use our impact calculator to set a Regen Points target.</p>
<h2>6. What do I need to learn?</h2>
<p>Customs, history, a few words of the language: preparation is a sign of respect.</p>
<h2>7. How will I stay connected?</h2>
<p>Following a project after you return, recommending a host or coming back keeps the relationship going long after the trip ends.</p>`,
  },
  {
    id: 'family-friendly-regenerative-activities',
    title: 'Family-Friendly Regenerative Activities Kids Will Love',
    excerpt:
      'Planting trees, counting butterflies, making cheese: regenerative experiences that are fun for children and meaningful for the places you visit.',
    author: 'Lea Brunner',
    date: '2025-01-20',
    category: 'Activities Guide',
    image: '/images/fields.svg',
    readTime: '8 min read',
    content: `
<p>Children are natural explorers, and regenerative activities give them something real to do. These experiences turn a family holiday into a shared adventure with a purpose.</p>
<h2>Tree and meadow planting</h2>
<p>Many restoration projects welcome families for planting days. Children love digging, watering and naming their tree, and they remember the place for years.</p>
<h2>Citizen science</h2>
<p>Butterfly counts, bird surveys and rock-pool rambles teach identification skills and contribute data to real research. Local nature groups often run sessions for families.</p>
<h2>Farm stays</h2>
<p>Collecting eggs, feeding animals and helping with the harvest show children where food comes from. Mountain farms in Austria and Switzerland often welcome families, and cheese-making workshops are a favourite.</p>
<h2>Beach cleans</h2>
<p>A beach clean is simple, visual and satisfying. Many groups turn it into a game, recording what they find for marine conservation surveys.</p>
<h2>Craft workshops</h2>
<p>Weaving, pottery or woodcarving with local artisans lets children create a souvenir with a story, and supports traditional skills.</p>
<h2>Tips for parents</h2>
<ul>
<li>Choose short activities with plenty of breaks.</li>
<li>Explain the purpose beforehand so children feel part of the mission.</li>
<li>Follow up at home by tracking the project’s progress.</li>
</ul>`,
  },
  {
    id: 'hidden-gems-egypt',
    title: 'Beyond the Pyramids: Regenerative Travel in Egypt',
    excerpt:
      'Nubian villages, felucca journeys, desert oases and Red Sea reefs. How to explore Egypt in ways that benefit local communities.',
    author: 'Tomás Herrera',
    date: '2025-01-15',
    category: 'Destinations',
    image: '/images/savanna.svg',
    readTime: '15 min read',
    content: `
<p>Egypt is home to some of the most visited monuments on Earth, and many visitors see little else. Yet the country offers far more, and travelling beyond the main circuit spreads the benefits of tourism to communities that need them.</p>
<h2>Cairo’s neighbourhoods</h2>
<p>Walk through Islamic Cairo with a local guide, eat koshari at a family restaurant and visit workshops where artisans still make lanterns, textiles and inlaid wood by hand. A local food tour is one of the best introductions to the city.</p>
<h2>The Nile by felucca</h2>
<p>Instead of a large cruise ship, sail between Aswan and Edfu on a felucca, a traditional wooden sailing boat. The journey burns no fuel, employs local boatmen and lets you sleep under the stars.</p>
<h2>Nubian villages</h2>
<p>Around Aswan, Nubian families welcome guests to colourful guesthouses. You can learn about Nubian history, language and music from the people who keep them alive.</p>
<h2>Desert oases</h2>
<p>Siwa, in the Western Desert, is known for its salt lakes, palm groves and mud-brick architecture. Eco-lodges here use traditional building methods and local food.</p>
<h2>The Red Sea</h2>
<p>Egypt’s reefs are among the most heat-tolerant in the world. Choose dive centres that follow reef-safe practices, use mooring buoys and support marine protection.</p>
<h2>Practical tips</h2>
<ul>
<li>Hire licensed Egyptian guides.</li>
<li>Use the train along the Nile valley instead of domestic flights.</li>
<li>Dress modestly and respect local customs, especially at religious sites.</li>
<li>Refill water from filters rather than buying bottles.</li>
</ul>
<p>Egypt is a tier 1 destination in our impact calculator, so each day asks for a bigger contribution, and each choice you make goes further. See our Egypt actions page for more ideas.</p>`,
  },
];

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
}
