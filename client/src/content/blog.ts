import { readMinutes, readTimeLabel } from '@regen/shared/rules/read-time';
import type { BlogCategory } from './blog-categories.ts';

export interface BlogPostSource {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: BlogCategory;
  image: string;
  /** Trusted HTML with internal links, rendered by RichText. */
  content: string;
}

/** A post as shown: its read time is computed from its body, never written by hand. */
export interface BlogPost extends BlogPostSource {
  /** Whole minutes at 200 words a minute (shared/src/rules/read-time.ts). */
  readMinutes: number;
  /** '6 min read'. */
  readTime: string;
}

const blogPostSources: readonly BlogPostSource[] = [
  {
    id: 'what-is-regenerative-tourism',
    title: 'What Is Regenerative Tourism? A Practical Guide for Travelers',
    excerpt:
      'Sustainable travel tries to do less harm. Regenerative travel tries to leave places better. Here is what that means in practice, and how to plan a trip around it.',
    author: 'Sofia Brenner',
    date: '2025-08-04',
    category: 'Regenerative Tourism',
    image: '/images/articles/what-is-regenerative-tourism.svg',
    content: `
<p>Sustainable tourism asks a simple question: how can we travel while doing as little harm as possible? Regenerative tourism asks a more ambitious one: how can a visit leave a place healthier, more prosperous and more resilient than it was before? The difference sounds small. In practice it changes how you choose where to go, what to do there and how you measure whether the trip was a good one.</p>
<h2>Where the idea comes from</h2>
<p>The word “regenerative” comes from farming and design. Regenerative agriculture aims not just to keep soil from degrading but to rebuild it, increasing its organic matter, water-holding capacity and life year after year. Regenerative design applies the same thinking to buildings and cities. Applied to travel, the idea is that a visitor economy should work like a healthy ecosystem: taking some resources, but putting back more than it takes.</p>
<p>That is a high bar, and it is honest to admit that most trips will not clear it. Flying alone produces emissions that no amount of tree planting during a holiday can balance. But regenerative thinking gives you a direction: it asks not “how little damage can I do?” but “what can this place gain from my being here?”</p>
<h2>Three things that change</h2>
<p><strong>The purpose of the trip.</strong> Instead of collecting sights, you plan around a few experiences that contribute something: a day planting mangroves, a workshop with an artisan cooperative, a guided walk with a ranger whose salary your fee helps pay. Sights still matter, but they are no longer the whole point.</p>
<p><strong>Where the money goes.</strong> Regenerative trips favour locally owned accommodation, local guides and local food, so that more of what you spend stays in the community. A night in a family guesthouse can support a household, a builder, a baker and a farmer. A night in an international chain may support far fewer people locally.</p>
<p><strong>How long you stay.</strong> Slower trips mean fewer flights, deeper relationships and spending spread across more businesses. A week in one valley tends to do more good than a week racing through five capitals.</p>
<h2>What it looks like on the ground</h2>
<p>Regenerative travel is not a special category of holiday. It is a set of choices you can make on almost any trip. In Slovenia, it might mean taking the train to Lake Bohinj rather than driving to Bled, spending a morning helping rangers clear scrub from a hay meadow and buying honey from a beekeeper who keeps the native Carniolan bee. In Egypt, it might mean eating at family-run stalls on a neighbourhood food tour, sailing the Nile on a wind-powered felucca instead of a large cruise boat, and choosing a dive centre that follows reef-safe practices in the Red Sea; you can book the Cairo food tour and the felucca sail on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<p>In India, it could be a day spent with a community nursery planting mangroves in the Sundarbans, where the trees shield villages from cyclone surges. You can find experiences like these on our <a href="/experiences/India">regenerative experiences in India</a>, and on the experiences pages of every destination where suppliers offer them.</p>
<p>In Switzerland, it might be a week in a mountain village in the Lower Engadine, helping to restore old terraces and meeting the families who are bringing the village back to life, with every leg of the journey made by train and post bus. None of these trips is exotic or expensive. What they share is attention: to what the place needs, and to who benefits when you spend.</p>
<h2>How to plan a regenerative trip</h2>
<ol>
<li><strong>Start with the destination’s needs.</strong> Read about the place before you choose what to do there. Is it overcrowded in summer? Short of water? Losing its young people to the cities? Recovering from wildfire? The answers shape everything else.</li>
<li><strong>Set a target.</strong> Use our impact calculator to see how many Regen Points your trip asks for. The figure depends on how vulnerable the destination is and how fast you plan to travel.</li>
<li><strong>Choose everyday actions.</strong> Each destination has a page of suggested actions, from taking the train to buying from cooperatives. Pick the ones that fit your trip; <a href="/actions/Slovenia">Slovenia’s suggested actions</a> are a good example of how specific they can be.</li>
<li><strong>Book one or two activities that restore or support.</strong> Look for activities that actively restore nature or support community life, run by local people who explain what your visit contributes.</li>
<li><strong>Travel overland where you can, and stay longer.</strong> The journey is usually the largest part of a trip’s footprint. Fewer, longer trips are better than many short ones.</li>
<li><strong>Keep in touch.</strong> Follow the project you joined, recommend the guide who showed you around, and consider going back.</li>
</ol>
<h2>What regenerative travel is not</h2>
<p>It is not voluntourism that sends unskilled visitors to build schools or care for orphans, work that local people can do better and that can harm the children involved. It is not a tree planted for every booking, with no one to check whether it survives. It is not a resort that calls itself regenerative because it has a garden. And it is not a luxury product: some of the most regenerative trips are also among the cheapest, built on trains, guesthouses and local food.</p>
<p>Be wary of any business that makes big claims without being able to explain them. A genuine regenerative operator can tell you who benefits from your visit, what it restores, how it measures the result and what it has not yet managed to fix.</p>
<h2>Questions to ask before you book</h2>
<ul>
<li>Who owns this business, and do they live here?</li>
<li>How are the guides and staff paid?</li>
<li>What happens to the trees, corals or meadows after I leave?</li>
<li>Does the community have a say in how many visitors come?</li>
<li>Is there anything the operator is still working to improve?</li>
</ul>
<h2>It is not about perfection</h2>
<p>No trip is impact-free. Regenerative travel is about direction: each choice that moves money, attention and care towards the people and ecosystems of a place is a step in the right direction. You will not get everything right, and you do not need to. Some choices will be compromises, such as a flight you cannot avoid or a week when the train is impossible, and that is fine. Start with one choice on your next trip, such as one train journey, one local guide or one morning of restoration work, and build from there.</p>
<p>When you are ready to start, <a href="/destinations">choose a destination</a> and see what it needs.</p>`,
  },
  {
    id: 'community-led-tourism-lessons',
    title: 'Five Lessons From Community-Led Tourism Around the World',
    excerpt:
      'From Ugandan forest lodges to Slovenian beekeepers, the most successful community tourism projects share a few habits. Here is what they teach us.',
    author: 'Daniel Okafor',
    date: '2025-07-21',
    category: 'Community Impact',
    image: '/images/articles/community-led-tourism-lessons.svg',
    content: `
<p>Community-led tourism is tourism that local people design, own and govern. It comes in many forms: a village guesthouse association, a cooperative of guides, a conservancy that leases land for wildlife, a group of farmers who open their kitchens to visitors. It is often small, sometimes fragile and usually far more rewarding to visit than the alternatives. We looked at projects on four continents and asked what makes them last.</p>
<p>The examples below are well documented, and the lessons apply well beyond them: to a Slovenian beekeeper, an Egyptian food guide or a Ugandan porter just as much as to a famous lodge.</p>
<h2>1. Decisions are made locally</h2>
<p>Projects last when residents decide what to share, how many visitors to welcome and when to say no. Outside partners can help with marketing, training and finance, but the community holds the keys.</p>
<p>In New Zealand, Whale Watch Kaikōura was founded in 1987 by members of Ngāti Kurī, a Māori sub-tribe, at a time when the town’s economy was struggling. The business grew into one of the area’s largest employers, and it remains owned by the people whose ancestors lived on that coast. Because the owners live there, decisions about boat numbers and how close to approach whales are made by people who will still be there in fifty years.</p>
<p>Local decision-making is not always quick or tidy. Meetings take time, disagreements are common, and some good ideas never get off the ground. But tourism that a community has chosen is far more durable than tourism imposed on it.</p>
<h2>2. Benefits are shared openly</h2>
<p>Successful groups publish how income is split: wages, a community fund, conservation, maintenance. Transparency builds trust and keeps everyone invested in the project’s success.</p>
<p>In Kenya’s community conservancies, landowners receive regular lease payments funded by the conservation fees that safari guests pay for each night they stay. Where those payments are clear, reliable and reach individual families, support for wildlife is strong. Where money disappears into a committee or an outside company, resentment grows, and the model loses legitimacy. The lesson is the same everywhere: people support what they can see benefiting them.</p>
<h2>3. Culture is shared, not performed</h2>
<p>Visitors value real daily life more than staged shows: cooking together, working in the fields, listening to stories told in the first person. Hosts say this is also more comfortable for them.</p>
<p>In Uganda, visits to the Batwa, who were evicted from the forests of Bwindi and Mgahinga when those became national parks, were for years run by outsiders and criticised as exploitative. Experiences designed and led by Batwa communities themselves now tell that story on their own terms: how they lived in the forest, what they lost and what they are building now. Our <a href="/actions/Uganda">suggested actions for Uganda</a> recommend choosing exactly those experiences.</p>
<p>The principle holds for food, too. A neighbourhood food tour in Cairo that takes visitors to family-run stalls chosen by a community association, with every stop paid fairly, shares daily life in a way no hotel buffet can. You can find one on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<h2>4. Tourism is one income among several</h2>
<p>Communities that rely entirely on visitors are vulnerable to shocks, as the pandemic showed. When travel stopped in 2020, conservancies that depended on tourism fees struggled to pay landowners and rangers, and guesthouses that had given up farming had nothing to fall back on.</p>
<p>The strongest projects combine tourism with farming, crafts, fishing or other work. A Slovenian beekeeper who welcomes visitors still sells honey. A Spanish fishing town that runs heritage walks still fishes. An alpine farm that hosts guests still makes cheese. Tourism adds income and value to these livelihoods; it should not replace them.</p>
<p>On Spain’s Atlantic coast, the town of Barbate has fished for bluefin tuna with the almadraba, a maze of fixed nets that dates back to Phoenician times, for around three thousand years. Retired fishermen now guide walks that explain the trap, the quotas that saved the tuna from collapse and what fishing means to the town. The walks add income and pride; the fishing continues. You can find a walk like this on our <a href="/experiences/Spain">regenerative experiences in Spain</a>.</p>
<h2>5. Visitors are partners</h2>
<p>Guests who stay longer, return and recommend the project become part of its success. Many hosts keep in touch with former visitors who share skills, help with marketing or come back years later with their families.</p>
<p>Being a good partner also means accepting the community’s rules. That might mean visiting only on certain days, dressing in a particular way, not photographing certain places or paying a fee that seems high. These rules are usually the reason the project still exists.</p>
<h2>What goes wrong</h2>
<p>Community tourism is not automatically good. Projects can be captured by a few powerful families, leaving others with nothing. Donor-funded projects can collapse when the grant ends because there was never a market for them. Success can bring too many visitors and the very pressures the community wanted to avoid. And outside operators sometimes use the language of community tourism without sharing control or income.</p>
<p>The warning signs are similar everywhere: nobody can explain where the money goes, local people appear only as performers or staff, and decisions are made by someone who lives elsewhere.</p>
<h2>How to find community-led experiences</h2>
<ul>
<li><strong>Ask who owns it.</strong> Look for community, cooperative or family ownership, and ask where the owners live.</li>
<li><strong>Ask how income is shared.</strong> Good projects are proud to tell you.</li>
<li><strong>Look for real daily life.</strong> Cooking, farming, fishing and making things are usually better signs than shows.</li>
<li><strong>Stay longer.</strong> More nights mean more income and a deeper experience.</li>
<li><strong>Book directly where you can.</strong> Commissions taken by intermediaries reduce what reaches the community.</li>
</ul>
<p>When you book, look for signs of these habits: local ownership, clear benefit sharing and honest, unstaged experiences. They are the best guarantee that your visit leaves something behind.</p>
<p>And when you find a project that gets it right, tell people. For a small community business with no marketing budget, a detailed review, a recommendation to friends or a return visit can matter more than any advertising campaign.</p>`,
  },
  {
    id: 'rewilding-europe-travel',
    title: 'Rewilding Europe: Where to See Nature Coming Back',
    excerpt:
      'Bison in the Carpathians, vultures over the Rhodopes, beavers in Scotland. A guide to Europe’s rewilding landscapes and how your visit can support them.',
    author: 'Ingrid Solberg',
    date: '2025-07-08',
    category: 'Conservation',
    image: '/images/articles/rewilding-europe-travel.svg',
    content: `
<p>Across Europe, nature is being given room to return. Rewilding projects reintroduce missing species, let rivers move freely and allow forests to regenerate on abandoned farmland. Animals that had vanished from whole countries for centuries, such as the European bison, the beaver and the bearded vulture, are back. Many of these projects welcome visitors, and tourism income is part of what makes them viable.</p>
<h2>Why Europe has room for wildness</h2>
<p>Rural Europe has changed dramatically in the past century. Millions of people have left the countryside for the cities, and large areas of marginal farmland, especially in the mountains and in southern and eastern Europe, have been abandoned. At the same time, legal protection for species such as wolves, bears, lynx and birds of prey has allowed them to recover. The result is a rare opportunity: land where nature can return, and wildlife able to return to it.</p>
<p>Rewilding differs from traditional conservation in one important way. Instead of managing land intensively to keep it in a particular state, it aims to restore natural processes, such as grazing by large herbivores, flooding, predation and natural forest dynamics, and then to step back.</p>
<h2>Southern Carpathians, Romania</h2>
<p>European bison were hunted to extinction in the wild in the early twentieth century and survived only in zoos. Since 2014, they have been released into the Țarcu Mountains of the Southern Carpathians, where a free-roaming population now grazes meadows and forest clearings. Bison shape the landscape as they feed, opening glades and spreading seeds.</p>
<p>Local guides lead tracking walks and hide stays, and guesthouses in nearby villages benefit from visitors drawn by the herds. The Carpathians are also home to one of Europe’s largest populations of brown bears, wolves and lynx. Bears should only be watched from hides with experienced guides, and they should never be fed; our <a href="/actions/Romania">suggested actions for Romania</a> explain why.</p>
<h2>Rhodope Mountains, Bulgaria</h2>
<p>Griffon and black vultures soar again over the Eastern Rhodopes thanks to feeding stations, protection from poisoning and the reintroduction of fallow and red deer as natural prey. The cinereous, or black, vulture had not bred in Bulgaria for decades before conservationists began releasing birds in the Balkans. Wildlife hides near Madzharovo, horse riding and village homestays make the region a rewarding place for slow travel. Poison baits set for wolves and jackals remain the biggest threat to the vultures, and local projects work with farmers to stop their use.</p>
<h2>Scottish Highlands</h2>
<p>Beavers, hunted to extinction in Britain in the sixteenth century, have returned to several Scottish rivers. They were officially reintroduced in Knapdale in 2009, and a population in Tayside established itself from escaped or illegally released animals. In 2019 the beaver became a protected species in Scotland. Their dams create wetlands that store water, reduce floods and support insects, fish and birds.</p>
<p>Estates across the Highlands are restoring native woodland and peatland. Some community-owned estates offer cabins, guided walks and volunteer days, and the income helps pay for the work. Scotland’s peatland restoration programme is one of the largest in Europe.</p>
<h2>Iberian Highlands, Spain</h2>
<p>In the interior of Spain, villages have been losing residents for decades. On abandoned farmland, wild horses, vultures and ibex are returning, and some villages that were emptying now host naturalists and photographers. Spain holds most of Europe’s vultures, and the griffon vultures over the gorges of the Iberian Highlands are a spectacle in themselves.</p>
<p>The Spanish coast has its own restoration stories: dunes rebuilt on the Atlantic shore near Tarifa and seagrass meadows monitored in the Strait of Gibraltar. See our <a href="/experiences/Spain">regenerative experiences in Spain</a> for ways to take part.</p>
<h2>The Danube Delta</h2>
<p>Where the Danube meets the Black Sea in Romania and Ukraine, Europe’s largest wetland is home to pelicans, pygmy cormorants and countless other birds. Rewilding projects here reconnect old fish ponds and polders to the river’s flood pulse. Small boats with local fishermen guides disturb the birds far less than speedboats, and village guesthouses offer fish soup and quiet evenings on the water.</p>
<h2>The Central Apennines, Italy</h2>
<p>In the mountains east of Rome, the Marsican brown bear survives as a small, isolated population of only a few dozen animals, found nowhere else. Conservation groups work with villages around the Abruzzo, Lazio and Molise National Park to create “bear-smart” communities: electric fences around orchards and beehives, bear-proof bins and road signs where bears cross. Visitors who stay in these villages, walk with local guides and buy honey and cheese from bear-friendly farms help show that living with bears can pay.</p>
<h2>How to visit well</h2>
<ul>
<li><strong>Book with local guides</strong> linked to the rewilding project. They know where the animals are and how to watch without disturbing them.</li>
<li><strong>Stay in village accommodation</strong> rather than large hotels. Income in the villages builds local support for wildlife.</li>
<li><strong>Keep your distance</strong> from wildlife and follow hide etiquette: quiet voices, no flash, no leaving the hide while animals are near.</li>
<li><strong>Stay several nights.</strong> Wildlife watching rewards patience, and a single day rarely shows you much.</li>
<li><strong>Travel overland.</strong> Many rewilding areas are reachable by train and bus, with a local pickup at the end.</li>
</ul>
<h2>The tensions</h2>
<p>Rewilding is not universally popular. Farmers worry about wolves and bears attacking livestock, and some rural communities see rewilding as outsiders deciding the future of their land. Projects that succeed work closely with local people, compensate losses, help with prevention such as guard dogs and electric fences, and create jobs. Tourism can help by showing that wild nature brings income as well as costs.</p>
<p>Visitors have a part to play here as well. Respecting livestock, closing gates, keeping dogs on leads and buying from local farmers all show that people who come for wildlife also value the rural communities that share the land with it.</p>
<h2>A long-term process</h2>
<p>Rewilding takes decades. A bison herd needs years to grow, a forest needs generations to mature, and attitudes change slowly. Visitors who bring income and enthusiasm help local people see a future in wild nature, and those who come back year after year see the landscape change with their own eyes. That may be the most rewarding kind of travel there is.</p>`,
  },
  {
    id: 'train-travel-climate',
    title: 'Why the Train Is the Most Powerful Climate Choice You Can Make',
    excerpt:
      'For most trips, getting there is the biggest part of your footprint. Here is how choosing rail changes the numbers, and how to make it easy.',
    author: 'Priya Raman',
    date: '2025-06-24',
    category: 'Climate Action',
    image: '/images/articles/train-travel-climate.svg',
    content: `
<p>When people think about the climate impact of a holiday, they often picture hotel towels and plastic straws. In reality, transport usually dominates: for a typical trip, the journey there and back produces more emissions than everything else combined. That makes the choice of how to get there the single most powerful climate decision most travelers make, and for many journeys in Europe and beyond, the best answer is the train.</p>
<h2>Rail versus air</h2>
<p>Electric trains powered by a largely low-carbon grid emit a small fraction of the greenhouse gases of a short-haul flight per passenger. Official figures published by the UK government for company reporting put the emissions of a domestic flight per passenger-kilometre at several times those of an average national rail journey, and high-speed electric trains on low-carbon grids, such as those in France, Switzerland or Sweden, do better still. Even on diesel routes, rail usually comes out well ahead of flying.</p>
<p>Flights also have effects beyond carbon dioxide. Contrails and nitrogen oxides released at altitude add to warming, which is why many calculators apply an extra factor to aviation emissions. The science on the size of that factor is still developing, but it points in one direction: the climate cost of flying is higher than the carbon dioxide alone suggests.</p>
<h2>Faster than you think</h2>
<p>For journeys under about six or seven hours, the train is often just as fast door to door. Airports sit outside cities, require arriving early and add security queues, baggage waits and transfers. Trains leave from the centre and arrive in the centre. London to Paris takes well under three hours on the Eurostar; Madrid to Barcelona, around two and a half hours on the fastest high-speed trains; Milan to Rome, about three.</p>
<p>Governments have started to act on this. France has banned short domestic flights on routes where a direct train takes under two and a half hours. The number of routes affected is small, but the principle is important: where a good rail alternative exists, it should come first.</p>
<h2>The return of the night train</h2>
<p>Night trains are enjoying a revival. Austria’s Nightjet network connects Vienna, Munich, Zürich, Hamburg, Amsterdam, Brussels, Rome and more. The European Sleeper cooperative runs a service linking Brussels, Amsterdam, Berlin and Prague. France has relaunched night trains from Paris to Nice, Briançon and the Pyrenees, and the Caledonian Sleeper runs from London to the Scottish Highlands. In Sweden, night trains reach Lapland from Stockholm, and in Finland from Helsinki.</p>
<p>A night train saves a hotel night and a day of travel. You go to sleep in one country and wake up in another, often in the middle of the city you are visiting. Cabins range from reclining seats to couchettes to private compartments with their own shower.</p>
<p>Night trains are not always cheap, and services can be cancelled at short notice for engineering works. Book early, read the small print on refunds and keep a plan B. For many travelers, the experience of waking up to the Alps or the Highlands outside the window is worth the effort.</p>
<h2>Making rail easy</h2>
<ul>
<li><strong>Plan with good tools.</strong> National rail operators’ journey planners show cross-border connections, and independent guides such as The Man in Seat 61 explain routes, fares and booking tricks country by country.</li>
<li><strong>Consider a pass.</strong> Interrail, for European residents, and Eurail, for visitors from outside Europe, can make multi-country trips affordable and flexible. National passes such as Germany’s Deutschlandticket cover regional trains and local transport across a whole country for a monthly price.</li>
<li><strong>Book early for high-speed lines.</strong> Fares on many high-speed routes rise as the train fills, and the cheapest tickets go weeks or months ahead.</li>
<li><strong>Pack light.</strong> It makes changing trains painless.</li>
<li><strong>Leave margin for connections.</strong> Allow time between trains, especially across borders, and check whether your tickets protect you if a connection is missed.</li>
</ul>
<h2>The last mile</h2>
<p>Rail gets you to the city or the valley; buses, bikes and boats take you the rest of the way. Switzerland is the model: trains, post buses and lake boats run to a shared timetable, and almost every village can be reached without a car. Many Alpine regions in Austria give guests a card with free local buses. Luxembourg has made all public transport free. Our <a href="/actions/Switzerland">suggested actions for Switzerland</a> and <a href="/actions/Austria">for Austria</a> show how easy car-free travel can be.</p>
<p>In Slovenia, a train from Ljubljana to Bohinjska Bistrica takes you to the edge of Triglav National Park, and in Egypt, the railway along the Nile links Cairo, Luxor and Aswan, a cheaper and cleaner journey than domestic flights; it is one of our <a href="/actions/Egypt">suggested actions for Egypt</a>.</p>
<h2>When flying is unavoidable</h2>
<p>For long-haul trips, fly less often and stay longer. Choose direct flights, since take-off and landing use a large share of a flight’s fuel, and fly economy: a premium seat takes up more of the plane and so a larger share of its emissions. Travel overland once you arrive, rather than adding domestic flights. Use the time you save on multiple short trips for one deeper journey.</p>
<p>Be sceptical of carbon offsets sold at checkout. Some fund real projects; many do not deliver what they promise. Flying less is the only reliable way to cut aviation emissions today.</p>
<h2>The bonus</h2>
<p>Train travelers consistently say the journey becomes part of the holiday: changing landscapes, conversations with fellow passengers, a meal in the dining car, arriving in the centre of town instead of an airport on the edge. You can read, work, walk around and look out of the window. It is a climate choice that makes travel better, and one of the few where doing the right thing is also the more enjoyable option.</p>
<h2>Start with one journey</h2>
<p>If you have never travelled long distance by train, start with one journey you would normally fly: a city break a few hundred kilometres away, a trip to the mountains or a visit to family. Allow an extra hour or two, take a book and see how it feels. Many people who try it do not go back.</p>`,
  },
  {
    id: 'economics-of-regenerative-travel',
    title: 'Where Your Travel Money Really Goes',
    excerpt:
      'A large share of tourism spending can leave the destination. We follow the money and explain how to keep more of it where you travel.',
    author: 'Marco Bellini',
    date: '2025-06-10',
    category: 'Economics',
    image: '/images/articles/economics-of-regenerative-travel.svg',
    content: `
<p>Economists call it leakage: the part of tourism spending that flows out of a destination to foreign-owned hotels, international booking platforms, imported food and overseas management. In some destinations, especially small islands and all-inclusive resort areas, leakage can swallow a large share of every dollar a visitor spends. Understanding where your money goes is the first step to making sure more of it stays where you travel.</p>
<h2>Following a holiday budget</h2>
<p>Consider a week-long package trip. The flight is paid to an airline that may have no local connection. The hotel may be owned abroad, managed by an international chain and supplied with imported food and drinks. The package may be sold by an international operator taking a substantial margin, and the booking platform takes a commission of its own. What reaches local workers, farmers and small businesses can be surprisingly small.</p>
<p>The United Nations Environment Programme has long cited estimates that, for all-inclusive package holidays in developing countries, most of what travelers pay goes to airlines, hotels and other international companies rather than to local businesses and workers. The figures are old and vary widely between places, but the pattern they describe still holds: the more of a trip that is bought as a bundle from far away, the less of it stays in the destination.</p>
<h2>Where leakage happens</h2>
<ul>
<li><strong>Ownership.</strong> Profits of foreign-owned hotels and operators are usually sent home.</li>
<li><strong>Imports.</strong> Food, drink, furniture and fuel bought from abroad send money out again. On small islands, imports can be unavoidable, but much food could often be sourced locally.</li>
<li><strong>Commissions.</strong> Online travel agencies and tour wholesalers take a percentage of every booking.</li>
<li><strong>Jobs.</strong> When management and skilled positions are filled by expatriates, local people are left with lower-paid work.</li>
<li><strong>All-inclusive design.</strong> Resorts that provide everything on site give guests little reason to spend in local restaurants, shops or markets.</li>
</ul>
<h2>The multiplier effect</h2>
<p>Money spent with local businesses does not stop there. The guesthouse owner buys bread from the baker, vegetables from the market and repairs from a local builder. The baker buys flour from the mill and pays rent to a neighbour. Each time the money is re-spent locally, it supports another livelihood. Economists call this the multiplier effect, and it means a dollar spent locally supports far more livelihoods than one that leaves immediately.</p>
<p>This is why the same amount of money can have very different effects. A night in a family-run guesthouse that buys from local farmers, employs local staff and is owned by people who live there keeps money circulating. A night in an international chain that imports its supplies may not.</p>
<h2>Visitor taxes and fees</h2>
<p>Destinations also capture income through taxes and fees. Amsterdam charges one of the highest tourist taxes in Europe, a percentage of the room price. Venice has charged day visitors an access fee on its busiest days. Bhutan charges a daily Sustainable Development Fee that funds health, education and conservation. Protected areas charge entrance fees that pay for rangers and maintenance.</p>
<p>Fees like these can be a fair way to share costs, especially when the money is ringfenced for conservation and community projects and the spending is reported openly. They are less useful when they disappear into general budgets with no visible benefit for residents or nature.</p>
<p>As a visitor, pay them without grumbling. A few euros a night is small compared with the cost of a holiday, and in a crowded city or a fragile park it may be the most direct contribution you make to the place you came to enjoy.</p>
<h2>How to keep money local</h2>
<ul>
<li><strong>Book locally owned accommodation,</strong> directly where possible, so that no commission is taken.</li>
<li><strong>Hire local guides and drivers,</strong> and tip fairly according to local custom.</li>
<li><strong>Eat at independent restaurants</strong> that source from local farms, fishers and markets.</li>
<li><strong>Buy crafts from the people who make them,</strong> or from cooperatives that pay them fairly.</li>
<li><strong>Choose activities run by community groups and cooperatives.</strong></li>
<li><strong>Avoid all-inclusive resorts</strong> if you want your spending to reach the wider community, or at least eat out and book excursions locally.</li>
<li><strong>Stay longer and travel slower,</strong> spreading spending across more businesses and more of the year.</li>
</ul>
<h2>Examples that work</h2>
<p>In Egypt, a food tour through Cairo’s Sayeda Zeinab neighbourhood takes visitors to family-run stalls chosen by a community association, with every stop paid fairly. A felucca sail on the Nile is crewed by a Nubian family from Aswan and burns no fuel. Both keep income with the people who provide the experience; you can find them on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<p>In Slovenia, a visit to a family apiary near Radovljica supports beekeepers who protect the native Carniolan bee. In Spain, a heritage walk with retired tuna fishermen in Barbate ends at the cooperative market. None of these are luxury products. What they share is a direct line between what the traveler pays and who receives it.</p>
<p>Seasons matter, too. In many destinations, local businesses earn most of their income in a few crowded summer weeks and struggle through the rest of the year. Travelling in spring or autumn spreads income more evenly, keeps staff employed for longer and often means lower prices and a warmer welcome.</p>
<h2>Fair prices</h2>
<p>Keeping money local is not about paying as little as possible. Bargaining hard over a few coins with an artisan or a driver may feel like a win, but it often takes money from people who earn far less than the visitor. Fair prices for guides, porters, drivers and makers are part of regenerative travel. In many places, the best approach is to ask what a fair price is, and to pay it.</p>
<h2>What we do</h2>
<p>Regen Marketplace works with local suppliers so that bookings support the people who deliver the experience. Suppliers set their own prices, and every activity is reviewed before it goes live. When you choose where to spend, you choose who benefits. A few deliberate choices on each trip can shift a surprising amount of money towards the people and places that need it most.</p>`,
  },
  {
    id: 'cultural-heritage-respect',
    title: 'Visiting Sacred and Historic Places With Respect',
    excerpt:
      'Temples, churches, burial grounds and old towns are living places for the people who care for them. A guide to being a welcome guest.',
    author: 'Hemi Walker',
    date: '2025-05-29',
    category: 'Cultural Heritage',
    image: '/images/articles/cultural-heritage-respect.svg',
    content: `
<p>Many of the places travelers most want to see are sacred or deeply meaningful to the people who live nearby. For them, a temple, a carved meeting house, a burial ground or a mountain is not an attraction but a place of worship, memory and identity. Visiting them well is less about memorising rules than about an attitude: you are a guest in someone else’s place, and the people who care for it decide how it should be treated.</p>
<h2>Why it matters</h2>
<p>Mass tourism has put heavy pressure on heritage sites. Footsteps wear down stone floors, breath and humidity damage painted walls, and crowds make worship difficult. Some of the most visited places have had to introduce timed tickets, one-way routes and visitor caps. Others have closed parts of their sites altogether. These measures are not designed to spoil a visit; they are what allows the site to survive for the next generation.</p>
<p>In Malta, for example, the prehistoric underground chambers of the Ħal Saflieni Hypogeum admit only small groups each day, because the breath and warmth of visitors damage the ochre paintings on its walls. Tickets sell out weeks ahead, and that scarcity is the price of keeping a five-thousand-year-old site intact.</p>
<p>Respect also matters for the relationship between visitors and residents. When tourists treat a place of worship like a photo backdrop, local people notice, and the welcome cools. When visitors show interest and care, the opposite happens.</p>
<h2>Before you go</h2>
<p>Read about the place and its customs. Learn a greeting in the local language. Find out whether there are days when visits are inappropriate, such as during ceremonies, religious holidays or periods of mourning, and whether parts of a site are closed to non-believers. Check the dress code: many religious sites ask visitors to cover shoulders and knees, and some ask women to cover their hair.</p>
<p>In Egypt, for example, mosques welcome respectful visitors outside prayer times; women are usually asked to cover their hair, and everyone removes their shoes. Coptic churches in Old Cairo are active places of worship. Our <a href="/actions/Egypt">suggested actions for Egypt</a> include dressing modestly and following the rules in mosques, churches and tombs.</p>
<h2>When you arrive</h2>
<ul>
<li><strong>Dress as local people do at the site,</strong> covering shoulders and knees where asked. Carry a scarf or a light layer for unexpected visits.</li>
<li><strong>Follow the guidance on shoes, photography and silence.</strong> Signs and staff are there for a reason.</li>
<li><strong>Ask before photographing people,</strong> and accept a no gracefully. Never photograph people at prayer or during ceremonies without explicit permission.</li>
<li><strong>Do not touch carvings, paintings or offerings.</strong> Oils from hands damage stone and pigment over time.</li>
<li><strong>Never take stones, sand or objects as souvenirs.</strong> Multiplied by millions of visitors, small souvenirs strip sites bare.</li>
<li><strong>Keep your voice down</strong> and move aside for worshippers.</li>
</ul>
<h2>Places where the owners have spoken</h2>
<p>Sometimes the people who care for a place ask visitors to change their behaviour, and the world has started to listen. In Australia, climbing Uluru was permanently closed in October 2019, at the request of the Anangu Traditional Owners, for whom the rock is sacred. Visitors can still walk around its base with Anangu guides, who share the stories they are able to share.</p>
<p>In New Zealand, visitors welcomed onto a marae go through a pōwhiri, a formal welcome ceremony, and are expected to follow their hosts’ guidance on speaking, seating and shoes. Our <a href="/actions/New%20Zealand">suggested actions for New Zealand</a> recommend learning about Māori culture from Māori-owned businesses.</p>
<h2>Places of memory</h2>
<p>Some heritage is painful. Memorials to war, genocide and slavery ask for a particular kind of respect. At the Auschwitz-Birkenau memorial in Poland, staff have asked visitors not to pose for playful photographs on the railway tracks that carried people to their deaths. On the First World War battlefields of Belgium and France, the Last Post ceremony at the Menin Gate in Ypres is held every evening in silence.</p>
<p>At these places, dress soberly, keep your voice down, follow the memorial’s guidance on photography and consider booking a guide who can explain what happened there. Our <a href="/actions/Poland">suggested actions for Poland</a> include visiting places of memory with respect.</p>
<h2>Go with a local guide</h2>
<p>A guide from the community can explain meanings that no sign will tell you, and your fee supports people who care for the place. Many communities now run their own tours, deciding what to share and what to keep private. In Aotearoa New Zealand, Māori guides share the stories of mountains and rivers; in Uganda, Batwa-led experiences tell the story of a forest people in their own words; in Egypt, licensed Egyptian guides explain the history of monuments and the lives of the people who built them.</p>
<h2>Living heritage</h2>
<p>Heritage is not only buildings. Songs, crafts, festivals, food and languages are heritage too, and UNESCO recognises many of them as intangible cultural heritage. The smoke sauna tradition of southern Estonia, the horseback shrimp fishing of Oostduinkerke in Belgium and the pottery of Horezu in Romania are all on the list. They survive when people can make a living from them and when younger generations see a reason to continue.</p>
<p>Visitors can help by taking part respectfully, buying from the makers and paying fairly. Watching a festival is a privilege; treating it as a performance staged for your benefit is not.</p>
<p>If you are invited to join in, a dance, a meal or a song, accept with good grace and follow your hosts’ lead. It is one of the best ways to learn.</p>
<h2>Give something back</h2>
<p>Entrance fees and donations often fund maintenance and restoration, so pay them willingly. Buying from local artisans helps keep traditional skills alive. Visiting lesser-known sites spreads visitors away from overcrowded places, and travelling outside peak season eases pressure when it is most intense.</p>
<h2>A simple test</h2>
<p>When in doubt, ask yourself how you would want visitors to behave in a place that matters to you: a church where your grandparents were married, a cemetery where your family is buried, a town square where you grew up. Respectful curiosity is the best gift a visitor can bring, and it is almost always returned with a warmer welcome.</p>`,
  },
  {
    id: 'mangrove-restoration-explained',
    title: 'Mangroves: The Coastal Forests That Protect Us All',
    excerpt:
      'Mangroves shelter coasts from storms, store carbon and nurture fisheries. Here is how restoration works and how travelers can help.',
    author: 'Aisha Nazeer',
    date: '2025-05-15',
    category: 'Restoration',
    image: '/images/articles/mangrove-restoration-explained.svg',
    content: `
<p>Mangroves grow where land meets sea in the tropics and subtropics. Their tangled roots slow waves, trap sediment and provide nurseries for fish, crabs and shrimp. They also store carbon in their waterlogged soils at rates far higher than most land forests. For coastal communities from India to East Africa and the Caribbean, they are a natural sea wall, a fish market and a carbon bank all at once.</p>
<h2>What makes mangroves special</h2>
<p>Mangroves are not one species but a group of trees and shrubs, from several plant families, that have evolved to live in salt water. Some filter salt at their roots; others excrete it through their leaves. Many have roots that stick up out of the mud to breathe, because the soil below is starved of oxygen. That same lack of oxygen means that dead leaves and roots decay very slowly, so carbon builds up in the soil over centuries.</p>
<p>Per hectare, mangrove soils can hold several times more carbon than tropical rainforests on land. When mangroves are cleared and their soils exposed, that carbon is released back into the air, which is why protecting existing mangroves matters even more than planting new ones.</p>
<h2>Why mangroves are disappearing</h2>
<p>Over recent decades, large areas have been cleared for shrimp farms, rice paddies, ports, tourism and coastal development. Pollution, changes to river flows and rising seas add to the pressure. The rate of loss has slowed in recent years as governments and communities recognise their value, but many coastlines still have far fewer mangroves than they once did.</p>
<p>Where mangroves are lost, coasts erode faster, storm surges reach further inland and fisheries decline. Studies after the 2004 Indian Ocean tsunami and after major cyclones have found that villages behind healthy mangroves often suffered less damage than those on exposed shores, although mangroves cannot stop the very largest waves.</p>
<h2>How restoration works</h2>
<p>The most successful projects start by restoring the right conditions: the tidal flow and elevation mangroves need. A mangrove seedling planted on a mudflat that is flooded too deeply or too long will die, however carefully it is planted. Restoring tidal channels, removing old shrimp pond walls and letting water flow in and out again often allows mangroves to regenerate naturally, because the seeds arrive on the tide.</p>
<p>Where planting is needed, seedlings of the right species are planted in the right zones. Different species grow at different levels of the shore, and a healthy mangrove forest contains several of them. Planting a single fast-growing species in long rows, on mudflats where mangroves never grew, is a common and costly mistake; many such plantings have failed, and some have replaced valuable mudflat and seagrass habitats.</p>
<h2>Communities at the centre</h2>
<p>In the Sundarbans of India and Bangladesh, the largest mangrove forest in the world and home to the Bengal tiger, village crews, often led by women, run nurseries and planting programmes along the embankments that protect their fields from the sea. Their work protects their own homes from cyclones, and brings back the fish and crabs they depend on.</p>
<p>The best projects pay community members for nursery and planting work, involve them in deciding where to plant and give them a stake in protecting the forest afterwards. Without that, young trees are cut for firewood or cleared for ponds, and the work is lost.</p>
<h2>A global commitment</h2>
<p>Mangroves have moved up the international agenda. The Mangrove Breakthrough, launched at the COP27 climate conference in 2022, brings together governments, companies and conservation groups with the aim of halting mangrove loss and restoring and protecting millions of hectares by 2030. Whether it succeeds depends on money reaching coastal communities, and on restoration being done in the right places with the right species. Large planting targets are easy to announce; keeping young trees alive through their first storms and dry seasons is the real work.</p>
<h2>Mangroves and tourism</h2>
<p>Mangroves are wonderful places to visit. Kayaking through their channels at high tide, walking on boardwalks over the roots, watching fiddler crabs and mudskippers at low tide or spotting kingfishers and herons are all experiences that can be run by local guides with very little impact. In the Sundarbans, boat trips with local guides offer a chance to see spotted deer, crocodiles and, very rarely, a tiger.</p>
<p>Tourism can also do harm. Resorts built on cleared mangroves, boats that speed through narrow channels and boardwalks built without care can all damage the forest. Choose operators who protect the mangroves and explain why they matter.</p>
<p>Mangroves are also vital for birds. Many migratory shorebirds and waders feed on the mudflats in front of the trees, and mangroves provide roosts for egrets, storks and herons. Birdwatching trips with local guides are one of the gentlest ways to bring income to mangrove communities.</p>
<h2>How to help as a traveler</h2>
<ul>
<li><strong>Join a planting day with a community-run project,</strong> such as our sample experience planting mangroves in the Sundarbans; you can find it among our <a href="/experiences/India">regenerative experiences in India</a>.</li>
<li><strong>Eat seafood from sustainable sources,</strong> avoiding farmed shrimp from ponds carved out of mangroves.</li>
<li><strong>Choose coastal accommodation that protects its mangroves</strong> rather than clearing them for a beach view.</li>
<li><strong>Explore mangroves by kayak or on boardwalks</strong> with local guides, and keep to the channels.</li>
<li><strong>Ask what happens after planting.</strong> Good projects monitor survival and replant where needed.</li>
</ul>
<h2>What a planting day is like</h2>
<p>Be ready for mud. Planting usually happens at low tide, and you may sink to your knees. Local crews show you how to plant propagules, the long seed-pods of some mangrove species, or nursery-grown seedlings at the right spacing and depth. Wear clothes you do not mind ruining, bring sun protection and plenty of water, and listen to the crew: they know the shore far better than any visitor.</p>
<p>A few hours in the mud is hard work, but few experiences show so clearly how restoration protects both nature and people. And when you read about the next cyclone to hit the Bay of Bengal, you will know what stands between the sea and the villages on its shore.</p>`,
  },
  {
    id: 'digital-tools-for-responsible-travel',
    title: 'Digital Tools That Make Responsible Travel Easier',
    excerpt:
      'From rail planners to refill maps, a few good apps can take the guesswork out of low-impact travel. Here is what to keep on your phone.',
    author: 'Maya Lindqvist',
    date: '2025-04-30',
    category: 'Technology',
    image: '/images/articles/digital-tools-for-responsible-travel.svg',
    content: `
<p>Good intentions are easier to act on when the information is in your pocket. A handful of digital tools can help you travel overland, find local businesses, avoid crowds and reduce waste without spending hours on research. None of them will make your decisions for you, and some come with caveats of their own, but used well they take much of the guesswork out of low-impact travel.</p>
<h2>Plan the journey</h2>
<p>The journey is usually the largest part of a trip’s footprint, so start there. Rail journey planners from national operators such as Deutsche Bahn, ÖBB and SBB show connections across borders, often including trains run by other countries’ operators. Some booking sites show the emissions of train, coach and plane side by side, and flight search engines now show estimated emissions next to fares, which helps you choose a direct flight or a more efficient route when flying cannot be avoided.</p>
<p>For inspiration and detail, the independent guide The Man in Seat 61 explains how to travel by train to almost anywhere, with routes, fares, photographs and booking advice country by country. Night train guides list sleeper routes across Europe and beyond, and several apps bring together bus and ferry timetables for regions where trains do not run.</p>
<h2>Get around without a car</h2>
<p>Once you arrive, city transport apps handle tickets, real-time departures and route planning. Many cities and countries now accept contactless bank cards directly at the gate or on board, which saves buying a separate ticket. Bike-share schemes in cities from Copenhagen to Ljubljana let you pick up and drop off bikes at stations across the centre. Offline maps save roaming data and work in mountains and on islands with poor coverage.</p>
<p>For hiking, national park and trail apps show marked routes, closures and seasonal restrictions, such as the closure of high trails in the Slovak Tatras from November to mid-June. Stick to official sources for safety information: in Iceland, the SafeTravel service shows road closures and weather warnings, and lets you leave a travel plan with the rescue teams.</p>
<p>Download what you need before you go. Mountain valleys, islands and deserts often have no signal, and a map or ticket that only loads online is no help there.</p>
<h2>Find local and independent</h2>
<p>Maps built by local communities and independent guides help you find family-run restaurants, markets and makers. Farmers’ market directories, craft cooperative websites and regional tourism boards often list small businesses that never appear on big platforms. Look for platforms that show who owns a business and how suppliers are chosen.</p>
<p>Be careful with review platforms. They tend to favour places that are already popular, and small businesses with few reviews can be invisible. Reading reviews for information, not rankings, helps: a detailed review that mentions the owner, the local ingredients or the guide’s knowledge is more useful than a star count.</p>
<h2>Cut waste on the go</h2>
<ul>
<li><strong>Refill maps</strong> show where you can fill a water bottle for free, from public fountains to cafés that have signed up to refill schemes.</li>
<li><strong>Food-sharing apps</strong> help cafés and bakeries sell surplus food at the end of the day at a discount, rather than throwing it away.</li>
<li><strong>Digital tickets and boarding passes</strong> save paper and the risk of losing them.</li>
<li><strong>Recycling guides</strong> from local councils explain how waste is sorted, which varies surprisingly between countries.</li>
</ul>
<h2>Avoid the crowds</h2>
<p>Some destinations now publish information on visitor numbers to help spread the load. Museums and sites with timed tickets let you choose quieter slots. Venice has run an online booking platform for its day-visitor access fee. Maps apps show how busy a place usually is at different times of day. Using these tools to visit early, late or out of season improves your experience and reduces the pressure on residents.</p>
<h2>Support nature with your phone</h2>
<p>Citizen-science apps turn your observations into data. Platforms for recording birds, plants, insects and marine life let you log what you see, and the records are used by researchers and conservation agencies. Photographs of whales, sharks, manta rays and turtles can be matched against identification catalogues. A walk becomes a small contribution to science, and you learn the names of what you see.</p>
<h2>Measure what matters</h2>
<p>Our own impact calculator helps you set a Regen Points target before you go, based on how vulnerable a destination is and how fast you plan to travel. The actions page for each destination then lists simple ways to reach it, from taking the train to buying from cooperatives. Try the <a href="/actions/Iceland">suggested actions for Iceland</a>, for example, which include checking SafeTravel and never driving off-road.</p>
<h2>The limits of apps</h2>
<p>Technology can mislead as well as help. AI-powered planners can invent opening hours or trails that do not exist; emissions estimates vary between tools; “eco” labels on platforms are often self-declared. Check important details, especially safety information, against official sources.</p>
<p>Screens can also get in the way. A trip spent staring at a phone misses what makes travel worthwhile: the conversation with a guesthouse owner, the view from the train window, the unexpected detour. Use digital tools to plan and to solve problems, then put the phone away.</p>
<h2>Mind your data</h2>
<p>Many travel apps collect location data, contacts and browsing habits, and some sell it. Before installing an app for a single trip, check what permissions it asks for, switch off location tracking when you do not need it and delete apps you no longer use. Be especially careful with geotagged photos of wildlife: posting the exact location of a rare orchid, a nesting bird or a sensitive archaeological site can bring crowds, collectors or poachers. Many nature photographers now share locations only with researchers and rangers, never publicly.</p>
<h2>A short list to start with</h2>
<ul>
<li>A rail journey planner for the country you are visiting.</li>
<li>An offline map of the region.</li>
<li>The local public transport app.</li>
<li>A refill map and a food-sharing app.</li>
<li>A citizen-science app for the wildlife you hope to see.</li>
</ul>
<p>Treat every tool as a guide, not a verdict, and talk to local people: they are still the best source of advice, and the reason most of us travel in the first place.</p>`,
  },
  {
    id: 'choosing-regenerative-activities',
    title: 'How to Choose a Regenerative Activity: A Checklist',
    excerpt:
      'Not every “eco” tour gives back. Use this checklist to tell a genuinely regenerative experience from a well-marketed one.',
    author: 'Sofia Brenner',
    date: '2025-04-16',
    category: 'Activities Guide',
    image: '/images/articles/choosing-regenerative-activities.svg',
    content: `
<p>The word “eco” is everywhere, and it does not always mean much. A jeep safari, a swim with captive dolphins and a sunset cruise on a diesel catamaran can all be sold as nature experiences. Before you book an activity, a few questions help you judge whether it will leave a place better, or whether it is simply well marketed. This checklist is the one we use when we review activities for Regen Marketplace, and you can use it for anything you book.</p>
<h2>1. Who runs it?</h2>
<p>Is the operator locally owned, or does it work in genuine partnership with local people? Are guides from the area, and are they paid fairly? A business run by people who live in the place has every reason to look after it; they will still be there when the visitors have gone.</p>
<p>Look for names and faces. A good operator tells you who the guides are, where they come from and how long they have worked there. Be cautious when the only contact is a booking form and a call centre far away.</p>
<h2>2. What does it restore or support?</h2>
<p>A regenerative activity has a clear purpose: planting trees with a forestry project, monitoring reefs with marine biologists, clearing invasive shrubs from a hay meadow with park rangers, learning a craft from an artisan cooperative. Ask what happens to the results of your work. Are the trees looked after once they are planted? Is the reef data used by researchers? Does the cooperative pay its members fairly?</p>
<p>Some activities support rather than restore. A food tour that takes visitors to family-run stalls chosen by a community association supports local livelihoods. A felucca sail on the Nile, crewed by a local family and powered only by the wind, is a zero-emission way to see the river. Both are good choices, even though no tree is planted. You can find examples of each on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<h2>3. How big are the groups?</h2>
<p>Small groups mean less disturbance and a better experience. Be wary of activities that promise close encounters with wildlife for large crowds. A boat of eight watching dolphins from a respectful distance is very different from a flotilla of speedboats chasing them.</p>
<p>Ask how many people will be in the group, how many groups go out each day, and whether there is a limit. Operators who cap numbers are usually the ones who care most about the place, and they will tell you so without being asked.</p>
<h2>4. How are animals treated?</h2>
<p>Wildlife experiences deserve extra scrutiny. Avoid anything that involves riding, touching, feeding or posing with wild animals, including elephants, big cats, dolphins and primates. Animals used for these activities are often taken from the wild or bred in poor conditions and trained with cruel methods. Sanctuaries that allow close contact are rarely true sanctuaries.</p>
<p>Good wildlife experiences let animals behave naturally. Guides keep their distance, follow local rules and put the animals’ welfare before the perfect photograph. In Uganda, for example, gorilla trekking groups are limited in size and time, and visitors keep their distance and wear masks when asked, to protect the gorillas from human diseases.</p>
<h2>5. Where does the money go?</h2>
<p>Good operators explain how income is shared: wages, community funds, conservation fees, maintenance. If they cannot tell you, ask why. Activities booked through large intermediaries lose part of their price to commissions, so booking directly or through platforms that work with local suppliers keeps more money in the destination.</p>
<p>Price is not always a guide. An expensive activity can pay its guides badly, and a cheap one can be run by a cooperative that shares everything fairly. Ask.</p>
<p>A useful question is simply: “How much of what I pay stays here?” Operators who have thought about it will have an answer, even an approximate one. Those who have not are telling you something too.</p>
<h2>6. Is it honest about limits?</h2>
<p>Restoration takes years, and a single day of planting does not save a forest. Operators who explain this honestly are usually the ones doing serious work. Be wary of big claims such as “carbon-neutral tour” or “saving the reef” without explanation. Ask how the operator measures its impact and what it has not yet managed to fix.</p>
<h2>7. Does it fit the place?</h2>
<p>An activity can be well run and still wrong for its setting. Quad bikes on fragile dunes, jet skis in a seagrass bay, helicopter flights over a quiet valley: each may be operated responsibly and still damage what makes the place special. Ask whether the activity belongs in that landscape, and whether residents welcome it.</p>
<h2>8. Is it safe and properly licensed?</h2>
<p>Licensed guides, proper equipment and clear safety briefings are part of responsible operation. In many countries, guides must be licensed for national parks, mountains or diving. Check that the operator has the right permits and insurance, especially for activities in the water or at altitude.</p>
<h2>Red flags</h2>
<ul>
<li>Close contact with wild animals, or animals kept for photographs.</li>
<li>Vague claims without detail: “eco”, “green”, “sustainable” with nothing behind them.</li>
<li>Large groups in fragile places.</li>
<li>Visits to orphanages or schools as a tourist attraction.</li>
<li>No information about guides, ownership or where the money goes.</li>
<li>Pressure to buy, tip or donate beyond what was agreed.</li>
</ul>
<h2>Green flags</h2>
<ul>
<li>Local ownership and named local guides.</li>
<li>A clear purpose you can check.</li>
<li>Small groups and limits on numbers.</li>
<li>Honesty about what the activity does and does not achieve.</li>
<li>Transparent pricing and information on how income is shared.</li>
<li>Involvement of residents in designing and running the activity.</li>
</ul>
<h2>Our approach</h2>
<p>Every activity on Regen Marketplace is reviewed before it goes live, and each shows its impact, its effort level and the Regen Points it earns. Suppliers describe what their activity restores or supports, and we check that the description holds up. That does not replace your own judgement: use this checklist for anything you book, with us or elsewhere. Ask the questions, listen to the answers, and choose the activities that make you proud to have been there.</p>`,
  },
  {
    id: 'slow-travel-slovenia',
    title: 'Slow Travel in Slovenia: Ten Days Without a Car',
    excerpt:
      'Trains, buses and bikes link the Julian Alps, the karst and the coast. A ten-day itinerary through Europe’s green heart.',
    author: 'Lea Brunner',
    date: '2025-04-02',
    category: 'Destinations',
    image: '/images/articles/slow-travel-slovenia.svg',
    content: `
<p>Slovenia is small enough to cross in a few hours and varied enough to fill weeks. In a single day you can go from Alpine peaks to limestone caves to the Adriatic. Its trains, buses and cycling routes make it an ideal place to travel without a car, and its long tradition of caring for nature makes it a natural home for regenerative travel. This ten-day itinerary links the capital, the Julian Alps, the Soča valley, the karst and the coast, all by public transport.</p>
<h2>Before you start</h2>
<p>Slovenia’s trains are run by Slovenske železnice, and intercity buses fill the gaps the railway does not reach. Timetables are online, tickets are cheap, and most routes in this itinerary run several times a day. A bike is useful in Ljubljana, around Bohinj and on the coast; many stations and guesthouses rent them. Travel in May, June or September if you can: the mountains are open, the lakes warm enough to swim in and the summer crowds have not yet arrived or have already gone.</p>
<h2>Days 1–3: Ljubljana</h2>
<p>Start in the capital, whose historic centre has been largely closed to cars since 2007. Ljubljana was European Green Capital in 2016, and it shows: the riverbanks of the Ljubljanica are lined with cafés and trees rather than parking, small electric vehicles carry older residents around the centre, and bikes are everywhere.</p>
<p>Visit the Central Market, designed by the architect Jože Plečnik, for local cheese, honey, pumpkin-seed oil and seasonal fruit. Walk up to the castle or, better, through Tivoli Park to Rožnik hill. On your third day, take a bike out to the Ljubljana Marshes, a landscape of wet meadows and drainage channels where remains of prehistoric pile dwellings, part of a UNESCO World Heritage site shared by several Alpine countries, were found.</p>
<h2>Days 4–6: Lake Bohinj and the Julian Alps</h2>
<p>Take the train towards Bohinjska Bistrica, changing at Jesenice or travelling on the scenic Bohinj railway. Bohinj is quieter than Bled, with trails into Triglav National Park, Slovenia’s only national park, and mountain huts run by the Alpine Association serving simple local food such as barley stew and štruklji.</p>
<p>Hire a local guide for a day in the high mountains; they keep groups on marked paths and explain how the park is protected. Stay on the trails: meadows and scree slopes in the Julian Alps recover slowly from trampling, and shortcuts between switchbacks start erosion that volunteers spend their weekends repairing.</p>
<p>One of the best ways to spend a morning here is helping park rangers clear invasive shrubs from a traditional hay meadow above the lake and learning to scythe the way local farmers have for centuries. Hay meadows are among the richest habitats in the Alps for flowers and insects, and they disappear when farmers stop mowing. You can book a morning like this on our <a href="/experiences/Slovenia">regenerative experiences in Slovenia</a>.</p>
<h2>A day with the bees</h2>
<p>On your way back from Bohinj, stop in Radovljica. This is the heart of Slovenian beekeeping: Anton Janša, a pioneer of modern beekeeping in the eighteenth century, was born in nearby Breznica, and the Museum of Apiculture in Radovljica displays the painted front panels that beekeepers once decorated their hives with. Slovenia protects its native Carniolan bee by law, and it was Slovenia that proposed World Bee Day, now marked every year on 20 May.</p>
<p>A visit to a family apiary lets you open a hive with a beekeeper, learn why the Carniolan bee matters and taste honey straight from the comb. Buying honey directly from the beekeeper keeps small, traditional apiaries in business.</p>
<p>If you have an extra day, take the bus from Ljubljana to Kamnik and the cable car up to Velika Planina, a high plateau where herders still spend the summer in wooden huts with long shingled roofs. Some huts sell sour milk, cheese and curd straight from the herders’ cows.</p>
<h2>Day 7: The Soča valley</h2>
<p>Ride the Bohinj railway through the tunnel to Most na Soči and continue by bus into the Soča valley. Walk by the emerald river and learn about the First World War at the museum in Kobarid, which tells the story of the Isonzo front, where hundreds of thousands of soldiers died in the mountains above the valley. Walking paths link the museum with old trenches and fortifications.</p>
<p>The valley is popular for rafting and kayaking. Choose licensed local operators, and consider cycling rather than driving the narrow valley roads, which fill with cars in summer.</p>
<h2>Days 8–9: The karst</h2>
<p>Travel south by train and bus to the karst plateau, the limestone landscape that gave its name to karst landscapes all over the world. Visit the Škocjan Caves, a UNESCO World Heritage site, where the Reka river disappears into one of the largest underground canyons in Europe. Stay on the trails: cave ecosystems are fragile, and the olm, a blind salamander that lives only in the caves of the Dinaric karst, is easily disturbed.</p>
<p>Stay at a tourist farm where you can taste teran wine and air-dried Kras ham, and walk between stone villages and vineyards. Tourist farms keep families on the land, and the food on your plate often comes from the fields outside the window.</p>
<h2>Day 10: Piran</h2>
<p>End on the coast in Piran, a Venetian-era town best explored on foot; cars must park outside the old town. Swim from the rocks, eat fresh fish and watch the sunset over the Adriatic. The salt pans of Sečovlje, just south of Piran, are still worked by hand and form a nature park where birds nest among the pans; the salt makes a good souvenir.</p>
<h2>Tips</h2>
<ul>
<li>Look for the Slovenia Green label when booking accommodation; it is awarded to places that cut energy, water and waste.</li>
<li>Carry a bottle and refill it: tap water is safe almost everywhere, and public fountains are common.</li>
<li>Travel in May, June or September to avoid the summer peak at Bled and Piran.</li>
<li>Buy from farm stalls and markets rather than supermarkets.</li>
<li>Respect the karst caves and mountain meadows by staying on the trails.</li>
</ul>
<p>For more ways to give back, see our <a href="/actions/Slovenia">suggested actions for Slovenia</a>. Ten days is only a start; many travelers find themselves planning a return before they have left.</p>`,
  },
  {
    id: 'understanding-eco-certifications',
    title: 'Understanding Eco-Certifications: Which Labels Mean Something?',
    excerpt:
      'Green Key, EU Ecolabel, GSTC-recognised schemes: a plain-language guide to the labels you see when booking, and what they actually check.',
    author: 'Marco Bellini',
    date: '2025-03-20',
    category: 'Certification',
    image: '/images/articles/understanding-eco-certifications.svg',
    content: `
<p>Browse any booking site and you will see leaves, globes and green badges. Some represent rigorous, independently audited standards. Others are little more than marketing, invented by the business that displays them. For travelers who want to choose responsibly, the difference matters, and it is not always easy to see. Here is how to tell a meaningful label from a decorative one, and which labels are worth knowing.</p>
<h2>What a good label does</h2>
<ul>
<li><strong>It has published criteria</strong> that anyone can read, covering what a business must do to qualify.</li>
<li><strong>An independent body checks compliance,</strong> ideally with site visits, not only a questionnaire filled in by the business.</li>
<li><strong>Certification must be renewed regularly,</strong> with fresh checks, rather than awarded once for ever.</li>
<li><strong>It covers social and cultural issues,</strong> such as fair wages, local employment and respect for local communities, not just energy and water.</li>
<li><strong>It is open about who runs it and how it is funded,</strong> so that you can judge its independence.</li>
</ul>
<p>A label that meets all five is likely to mean something. A label that meets none is probably decoration.</p>
<h2>The Global Sustainable Tourism Council</h2>
<p>The Global Sustainable Tourism Council, or GSTC, sets baseline criteria for sustainable tourism: one set for hotels, one for tour operators and one for destinations. The criteria cover sustainable management, social and economic benefits for local communities, cultural heritage and the environment. The GSTC does not certify businesses itself. Instead, it recognises certification schemes whose standards match its criteria, and accredits certification bodies whose processes meet its requirements. A scheme that is GSTC-recognised, or a certificate issued by a GSTC-accredited body, is a good sign.</p>
<h2>Labels worth knowing</h2>
<p><strong>Green Key</strong> began in Denmark in 1994 and is now one of the most widely used eco-labels for hotels, hostels, campsites and restaurants around the world. Its criteria cover environmental management, staff involvement, guest information, water, energy, waste and food. It is run by the Foundation for Environmental Education, which also runs the Blue Flag programme for beaches and marinas.</p>
<p><strong>The EU Ecolabel</strong> is the European Union’s official environmental label. For tourist accommodation, it sets strict criteria on energy, water, waste and chemicals, and is checked by national bodies in each member state.</p>
<p><strong>The Nordic Swan Ecolabel</strong>, widely used in Scandinavia, certifies hotels and other businesses against demanding environmental criteria. In Austria, the <strong>Österreichisches Umweltzeichen</strong> covers hotels and guesthouses; in Luxembourg, the national <strong>EcoLabel</strong> covers accommodation and campsites.</p>
<p><strong>Travelife</strong> certifies hotels and tour operators against criteria that include human rights, labour conditions and community relations as well as environmental management.</p>
<p>National schemes, such as <strong>Slovenia Green</strong>, <strong>Qualmark</strong> in New Zealand, <strong>Sustainable Travel Finland</strong> and <strong>Swisstainable</strong> in Switzerland, often combine environmental and community criteria tailored to the country. They vary in rigour; read what each requires before treating it as proof. Our suggested actions for each country, such as <a href="/actions/Austria">the actions for Austria</a>, mention the labels that are useful locally.</p>
<h2>Destinations can be certified too</h2>
<p>Some schemes certify whole destinations rather than single businesses. The Green Scheme of Slovenian Tourism, which awards the Slovenia Green label, certifies towns and regions as well as accommodation, parks and agencies, using an international standard recognised by the GSTC. A certified destination has to show how it manages visitor numbers, protects nature and heritage, and involves residents in decisions. For travelers, it is a sign that the place as a whole is thinking about its future, not only the hotel you stay in.</p>
<h2>What the law now says</h2>
<p>The European Union has tightened the rules on green claims. A directive adopted in 2024, which applies from September 2026, bans generic environmental claims such as “eco-friendly” or “green” that a business cannot back up with recognised excellent environmental performance, and bans sustainability labels that are not based on a certification scheme or set up by public authorities. Claims that a product is climate-neutral because of offsetting will also be prohibited. For travel, this should remove many self-awarded badges from booking sites.</p>
<h2>Beyond the badge</h2>
<p>Many excellent small businesses cannot afford certification. Fees, audits and paperwork are a real burden for a family guesthouse or a two-person guiding business, and some of the best hosts we know have never applied for a label. Absence of a label does not mean absence of good practice.</p>
<p>Ask direct questions instead:</p>
<ul>
<li>How do you heat the building and the water?</li>
<li>Where does the food come from?</li>
<li>How do you handle waste and water?</li>
<li>Who works here, and are they from the area?</li>
<li>What do you do for the local community or environment?</li>
</ul>
<p>Good hosts are usually proud to answer. Vague or defensive answers tell you something too.</p>
<h2>Labels for activities</h2>
<p>Certification for activities and tours is less common than for accommodation, but it exists. Ecotourism Australia certifies nature tourism operators; Green Fins works with dive centres on reef-safe practices in several countries, including Egypt; and Blue Flag certifies eco-tourism boat operators as well as beaches. For many activities, though, you will need to rely on your own questions. Our checklist for choosing regenerative activities can help.</p>
<h2>How to use labels well</h2>
<p>Treat a credible label as a good starting point, not the end of the conversation. A certified hotel can still be in the wrong place, owned far away or built on land that was once a wetland. A small uncertified guesthouse can be doing more for its community than any chain. Use labels to narrow your choice, then look at the details: ownership, location, food, staff and what the business does beyond its own walls.</p>
<p>And remember that the most important choices are often not covered by any label: how you travel there, how long you stay and how you spend your time and money when you arrive.</p>
<h2>What we look for</h2>
<p>On Regen Marketplace, every activity is reviewed before it goes live. We ask suppliers what their activity restores or supports, and how it benefits local people. Certification helps, but it is not required, because we would rather list a small, honest local business than exclude it for lack of a badge. What matters is whether the claims hold up.</p>`,
  },
  {
    id: 'measuring-travel-impact-regen-points',
    title: 'How We Measure Impact: Inside the Regen Points System',
    excerpt:
      'Why a day in Nepal asks for more points than a day in Germany, how activities earn points, and what the numbers can and cannot tell you.',
    author: 'Sofia Brenner',
    date: '2025-03-06',
    category: 'Impact Measurement',
    image: '/images/articles/measuring-travel-impact-regen-points.svg',
    content: `
<p>Regen Points are our attempt to make the impact of travel easy to see. They answer two questions: how much positive contribution does a trip ask for, and how much does an activity or an everyday action provide? The system is deliberately simple, and we publish how every figure is calculated so that anyone can check the arithmetic. This post explains how it works, why it is built the way it is, and what the numbers can and cannot tell you.</p>
<h2>Why a single measure?</h2>
<p>Travel affects places in many ways at once: emissions, water use, crowding, income, culture, wildlife. Measuring each of these properly for every trip is impossible for a traveler planning a holiday, and most calculators that try end up either too complicated to use or too narrow to be meaningful. We chose a single, transparent unit instead. It does not pretend to measure everything precisely. It gives travelers a target, a way to compare options and a reason to plan for contribution rather than consumption.</p>
<h2>What a trip asks for</h2>
<p>Each country sits in one of three tiers according to its vulnerability to the pressures of tourism and climate change. Highly vulnerable countries, where tourism pressure and climate risk meet limited resources, are in tier 1. Developing destinations are in tier 2. Resilient, high-income countries are in tier 3.</p>
<ul>
<li>A day in a tier 1 country asks for 1,500 points per person.</li>
<li>A day in a tier 2 country asks for 900 points.</li>
<li>A day in a tier 3 country asks for 450 points.</li>
</ul>
<p>Egypt, Nepal, Bangladesh, Ethiopia and the Philippines are among the tier 1 countries. India is in tier 2. Germany, France, Switzerland, the United Kingdom, the United States, Japan, Canada and Australia are in tier 3. The tiers are not a judgement about which places deserve visitors. They reflect where each visitor’s choices make the biggest difference, positive or negative.</p>
<h2>Moving between cities</h2>
<p>Moving between cities adds pressure through extra transport, extra accommodation and more places touched in less time. So each additional city adds 250 points for every day of the trip. A three-day trip to Egypt visiting one city asks for 4,500 points in total. The same three days split between two cities asks for 5,250 points, or 1,750 per day. The impact calculator on our home page works this out for you and shows both the total and the daily figure.</p>
<p>The rule is meant to reward slow travel. Staying in one place and getting to know it asks for less than racing between several, and usually gives more.</p>
<h2>What activities provide</h2>
<p>Supplier activities earn 150 points per hour of duration, so a three-hour tree-planting session earns 450 points and a four-hour meadow restoration morning earns 600. Where an activity’s impact is exceptional for its length, our team can set a specific figure after review. In Egypt, for example, the Local Cairo Food Tour earns 400 points for its work keeping income with family kitchens, and the Relaxing Nile Felucca Sail earns 600 for zero-emission river travel with a local crew. Both are listed on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<p>Every activity is reviewed before it goes live. We check that the description of its impact holds up, and we can reject or ask for changes to activities that do not.</p>
<h2>What everyday actions provide</h2>
<p>Most of a trip is not spent on booked activities. It is spent travelling, eating, sleeping and walking around. That is why each destination has a page of suggested actions, from taking the train to buying from cooperatives. Each action is worth a number of points for every day you practise it, typically between 420 and 650 points per day.</p>
<p>The actions are specific to each country. In Slovenia, they include joining a beekeeping visit to support the native Carniolan bee and hiking with a mountain guide in Triglav National Park. In Egypt, they include protecting the Red Sea reefs and buying pottery from the workshops of Fayoum. You can see them on our <a href="/actions/Slovenia">suggested actions for Slovenia</a> and <a href="/actions/Egypt">for Egypt</a>.</p>
<h2>Putting it together</h2>
<p>Imagine a five-day trip to Slovenia, a tier 3 country, staying in one place. The trip asks for 2,250 points. Taking the train and buses instead of a car, buying food from farm stalls and carrying a refillable bottle every day would cover much of it. A morning of meadow restoration with park rangers adds 600 points on its own. The target is reachable, and reaching it shapes a better trip.</p>
<p>A five-day trip to Egypt, a tier 1 country, visiting two cities asks for 8,750 points. That is a bigger commitment, and deliberately so: in a more vulnerable place, each choice matters more. Choosing a felucca over a motor cruise, eating with local families, hiring licensed local guides and staying with Nubian families in Aswan all count.</p>
<h2>What the numbers cannot tell you</h2>
<p>No single number captures the full value of a conversation, a restored wetland or a revived craft. Regen Points are a guide that makes comparison possible; they are not a certificate of good behaviour, and they are not a carbon calculation. A trip that reaches its target has not cancelled out its flight. Points also cannot see quality: a sloppy tree-planting session earns the same per hour as a well-run one, which is why we review every activity.</p>
<p>We would rather be honest about these limits than pretend to a precision we do not have.</p>
<h2>Where we are going</h2>
<p>We are working with suppliers and destinations to refine the system with local indicators, such as water stress, seasonal crowding and the share of spending that stays local. Any change will be published, with the reasons, before it takes effect. We also want to hear from travelers and suppliers: if a number looks wrong to you, tell us why.</p>
<p>In the meantime, use the calculator to set a target, choose actions and activities that fit your trip, and treat the points as what they are: an invitation to travel with the place in mind.</p>`,
  },
  {
    id: 'regenerative-business-models',
    title: 'Business Models That Make Regeneration Pay',
    excerpt:
      'Cooperatives, conservancies, social enterprises and visitor levies: how tourism businesses are building restoration into the way they earn money.',
    author: 'Daniel Okafor',
    date: '2025-02-25',
    category: 'Business Models',
    image: '/images/articles/regenerative-business-models.svg',
    content: `
<p>Restoration costs money, and goodwill alone does not pay rangers, nursery workers or the families who give up income to keep land wild. The most durable regenerative tourism projects do not treat their impact as a side project funded by donations. They build it into the way they earn. Here are the business models that make that possible, with examples of each, and the questions that separate the ones that work from the ones that only sound good.</p>
<h2>Cooperatives</h2>
<p>In a cooperative, guides, hosts, fishers or artisans own the business together and share its profits. Decisions are made by members, usually on a one-member, one-vote basis, and surpluses often fund community projects. Cooperatives work well for craft workshops, guiding associations, village guesthouse networks and fishing communities that want to add tourism to their livelihoods.</p>
<p>In Kutch, in western India, weavers, embroiderers and block printers sell through cooperatives and social enterprises that keep more of the price with the artisans and train younger people in the crafts. On Spain’s Atlantic coast around Cádiz, local groups restore dunes while guiding small groups of volunteers, and in Barbate, where tuna has been caught with the almadraba trap for some three thousand years, fishing families share their heritage with visitors. You can find both kinds of experience on our <a href="/experiences/Spain">regenerative experiences in Spain</a> and <a href="/experiences/India">in India</a>.</p>
<p>The strength of a cooperative is that the people who do the work share the rewards. Its weakness is that decisions can be slow, and cooperatives need good management and access to markets to compete.</p>
<h2>Conservancies</h2>
<p>In East Africa and elsewhere, landowners set aside land for wildlife and lease it to conservancies that host a small number of high-value visitors. Around Kenya’s Maasai Mara, thousands of Maasai landowners receive regular lease payments funded by the conservation fees that safari guests pay for each night they stay. Those payments give families a reliable income for keeping land open for wildlife, and the conservancies form corridors that let animals move between protected areas.</p>
<p>The model depends on trust and transparency. Where payments are clear and reach individual families, support for wildlife is strong. Where income is captured by a few, or decisions are made by outside investors, the model loses legitimacy. And because it depends on tourism, it is vulnerable to shocks: when travel stopped in 2020, many conservancies struggled to pay their landowners.</p>
<h2>Community ownership</h2>
<p>Some communities own the land or the business outright. In New Zealand, Whale Watch Kaikōura was founded by members of Ngāti Kurī in 1987 and grew into one of the town’s largest employers. In Scotland, community buyouts have brought estates and islands into local ownership. On the Isle of Eigg, bought by its residents in 1997, the community built its own renewable electricity grid, and tourism helps support the island’s economy.</p>
<p>Community ownership aligns the interests of the business with those of the place. It also brings responsibilities that many communities find heavy: borrowing money, managing staff and making hard decisions about growth.</p>
<h2>Social enterprises</h2>
<p>Some businesses are set up with a social or environmental mission written into their constitution: training young people, employing people from marginalised groups or funding restoration. They compete on quality while directing profits to their mission. In Uganda, for example, a coffee business set up by a conservation organisation buys coffee from farmers around Bwindi Impenetrable National Park and uses part of the profit for gorilla conservation and community health, giving farmers an income that does not depend on the forest.</p>
<h2>Scattered hotels</h2>
<p>The albergo diffuso, born in Italy, turns empty houses in a village into a single hotel spread across its streets, with a shared reception and restaurant. Guests live among residents, shops and restaurants gain customers, and houses are restored rather than abandoned. The model now exists across Italy and has spread to other countries facing rural depopulation.</p>
<p>Its appeal is that the investment goes into buildings that already exist, rather than into new construction on the edge of the village. The risk is that houses restored for guests are no longer available for residents, so the best examples keep a balance between the two.</p>
<h2>Visitor levies and funds</h2>
<p>Destinations increasingly charge visitor fees ringfenced for conservation and community projects. New Zealand charges most international visitors a conservation and tourism levy on arrival. Bhutan charges a daily Sustainable Development Fee. National parks and marine reserves charge entrance fees that pay for rangers and maintenance, and in Uganda, a share of park revenue goes to communities living around the parks.</p>
<p>Done transparently, levies spread the cost of protecting a place fairly across all visitors. They work best when visitors can see where the money goes and residents can see the benefit.</p>
<h2>Impact built into the product</h2>
<p>Finally, many operators design activities where the restoration is the experience: planting, monitoring, rebuilding, clearing invasive species. Guests pay for a meaningful day, and the work gets done. In Slovenia, visitors spend a morning with park rangers clearing scrub from hay meadows above Lake Bohinj. In Austria, they repair eroding mountain trails with Alpine Club volunteers. In Switzerland, they help restore village terraces in the Lower Engadine.</p>
<p>The risk with this model is that the activity becomes the point and the impact an afterthought. A planting day is only worthwhile if the trees are planted in the right place and cared for afterwards. Good operators work with foresters, rangers or scientists who plan the work and check the results.</p>
<h2>What makes a model work</h2>
<ul>
<li><strong>Local control.</strong> Decisions are made by people who live with the consequences.</li>
<li><strong>Transparent benefit sharing.</strong> Everyone can see where the money goes.</li>
<li><strong>More than one income.</strong> Tourism adds to other livelihoods rather than replacing them.</li>
<li><strong>Honest measurement.</strong> The impact is checked, not just claimed.</li>
<li><strong>A real market.</strong> Visitors want to pay for what is offered, without relying on grants for ever.</li>
</ul>
<h2>Where travelers fit in</h2>
<p>Every booking is a vote for a business model. Choosing a cooperative, a conservancy, a community-owned lodge or an activity where the work is the experience sends money to the models that put the place first. On Regen Marketplace, suppliers of every kind can publish activities, and travelers can see the impact each one delivers before they book.</p>`,
  },
  {
    id: 'gorilla-trekking-uganda',
    title: 'Gorilla Trekking in Uganda: How Permits Protect a Species',
    excerpt:
      'Mountain gorilla numbers have grown thanks to tourism-funded conservation. What to expect on a trek, and how to make sure your visit helps.',
    author: 'Grace Wanjiru',
    date: '2025-02-12',
    category: 'Wildlife Conservation',
    image: '/images/articles/gorilla-trekking-uganda.svg',
    content: `
<p>Mountain gorillas live only in two places: the forested Virunga volcanoes, where Uganda, Rwanda and the Democratic Republic of the Congo meet, and Bwindi Impenetrable National Park in south-western Uganda, with the neighbouring Sarambwe reserve in Congo. By the 1980s, poaching, war and habitat loss had brought their numbers down to a few hundred. Today there are more than a thousand, one of conservation’s rare success stories, and in 2018 the species was moved from Critically Endangered to Endangered on the IUCN Red List. Tourism is part of the reason.</p>
<h2>How permits help</h2>
<p>Trekking permits are expensive by design, costing several hundred US dollars for a single visit. The fees pay for rangers, trackers, veterinary care and research, and a share of park revenue goes to the communities living around the parks, funding schools, health centres, roads and water supplies. Strict limits on the number of visitors per gorilla family, usually a maximum of eight people for one hour, keep disturbance low.</p>
<p>The logic is simple. Gorillas that are worth more alive than dead, to the country and to the people next to the forest, are safer. When farmers living on the park edge benefit from tourism, through jobs, revenue sharing or selling to lodges, they have reasons to support protection rather than resent it.</p>
<p>Gorillas do not respect borders, and neither does their protection. Uganda, Rwanda and the Democratic Republic of the Congo cooperate through the Greater Virunga Transboundary Collaboration, sharing information on gorilla movements, poaching and disease. Gorilla families sometimes cross from one country to another, and regular censuses across the whole range are carried out jointly, so that the numbers tourists read about are counted with the same methods on all sides.</p>
<h2>Habituation</h2>
<p>Only some gorilla families can be visited. Before a family is opened to tourists, researchers and rangers spend around two years habituating it, visiting daily until the gorillas accept people nearby without fear or aggression. Habituated families are monitored every day by trackers, which also protects them from poachers and lets vets spot illness early.</p>
<p>In Bwindi, visitors can also book a gorilla habituation experience, which lets a small group spend several hours with researchers and trackers working with a family that is still being habituated. It costs more than a standard permit and is physically demanding, but it shows the patient work behind every trek.</p>
<h2>What to expect</h2>
<p>Bwindi is divided into four trekking sectors: Buhoma in the north, Ruhija in the east, and Rushaga and Nkuringo in the south. Mgahinga Gorilla National Park, on the slopes of the Virunga volcanoes, has one habituated family. Treks start early in the morning with a briefing from rangers, and can take from one to several hours through steep, muddy forest. The name “impenetrable” is not an exaggeration.</p>
<p>Once the trackers find the family, you spend up to an hour with them, keeping your distance and your voice low. You might see a silverback resting, juveniles playing, mothers feeding infants. Many visitors describe it as one of the most moving experiences of their lives.</p>
<h2>Protecting gorilla health</h2>
<p>Gorillas share most of our DNA and can catch human diseases, including respiratory infections that are mild for us and fatal for them. Since the COVID-19 pandemic, rules on health have become stricter.</p>
<ul>
<li>Stay at least seven metres away from the gorillas, or further if the rangers ask.</li>
<li>Do not trek if you are unwell; rangers can refuse entry to visitors with symptoms.</li>
<li>Wear a mask if the rangers ask you to.</li>
<li>Never eat, drink or go to the toilet near the gorillas.</li>
<li>Turn away and cover your mouth if you need to cough or sneeze.</li>
<li>Do not use flash photography.</li>
</ul>
<p>Veterinarians in Uganda have long worked on the link between human, livestock and gorilla health. The organisation Conservation Through Public Health, founded by Ugandan vet Gladys Kalema-Zikusoka, works with communities around Bwindi on health care, hygiene and family planning, recognising that healthier people mean healthier gorillas.</p>
<h2>Support the communities</h2>
<p>Hire a porter from the local village, even if you could carry your own bag. Porters’ associations around Bwindi give work to local people, including former poachers, and a porter is also a helping hand on slippery slopes. Stay in community-run lodges, buy crafts from local cooperatives and try coffee grown by farmers around the park.</p>
<p>Visit Batwa-led cultural experiences. The Batwa lived in the forests of Bwindi and Mgahinga as hunter-gatherers until they were evicted when the parks were created in 1991. Many still live in poverty on the edges of the forests. Experiences designed and led by Batwa communities, rather than by outsiders, share their history and culture on their own terms and bring income directly to them.</p>
<p>When people living beside the forest benefit from the gorillas, the gorillas are safer. Our <a href="/actions/Uganda">suggested actions for Uganda</a> list more ways to make your visit count.</p>
<h2>More than gorillas</h2>
<p>Uganda has far more to offer than gorillas, and spreading your visit spreads the income. Kibale National Park has one of the highest densities of primates in Africa and is the best place in the country to track chimpanzees. Queen Elizabeth National Park has tree-climbing lions, elephants and boat trips on the Kazinga Channel. Murchison Falls, where the Nile forces its way through a narrow gorge, is spectacular. Around Lake Victoria, community projects protect wetlands and the rare shoebill.</p>
<p>Uganda’s food is worth exploring too: matoke, the steamed green banana dish; the rolex, an omelette rolled in a chapati that is sold at roadside stalls; and fresh tilapia from the lakes. Eating at local restaurants and stalls keeps income in the community.</p>
<h2>Planning your trek</h2>
<ul>
<li>Book permits well in advance through the Uganda Wildlife Authority or a licensed local operator.</li>
<li>Bring waterproof clothing, sturdy boots, gloves for gripping vegetation and long sleeves.</li>
<li>Be honest about your fitness; rangers try to match visitors to families that suit them.</li>
<li>Stay at least two nights near the park, so you are rested and can explore the area.</li>
<li>Travel with a local driver-guide rather than flying between parks, where practical.</li>
</ul>
<p>Gorilla trekking is expensive, demanding and unforgettable. Done well, it is also one of the clearest examples of how tourism can help save a species, and the people who live beside it.</p>`,
  },
  {
    id: 'ocean-restoration-travelers',
    title: 'Five Ways Travelers Can Help Restore the Ocean',
    excerpt:
      'From seagrass planting to citizen-science dives, the sea needs help, and visitors can give it. Here are five practical ways to start.',
    author: 'Aisha Nazeer',
    date: '2025-02-03',
    category: 'Ocean Restoration',
    image: '/images/articles/ocean-restoration-travelers.svg',
    content: `
<p>Overfishing, pollution, coastal development and warming waters are putting marine ecosystems under severe stress. Coral reefs are bleaching, seagrass meadows have been lost from many coasts, and kelp forests have retreated in places where the water has warmed. Yet the ocean can recover remarkably quickly when it is given a chance. Fish return to well-protected reserves within a few years, seagrass spreads once the water is clean, and travelers can play a part in that recovery. Here are five practical ways to start.</p>
<h2>1. Join a restoration dive or snorkel</h2>
<p>Coral nurseries, seagrass planting and kelp restoration projects increasingly welcome visitors. Under expert guidance, you can clean algae from coral nursery frames, plant seagrass shoots or record data on survival and growth. In the Maldives, guests help marine biologists maintain coral frames and transplant fragments onto damaged reefs. Around the British Isles, groups restoring seagrass meadows collect seeds by hand and welcome volunteers on shore-based days.</p>
<p>Seagrass deserves more attention than it gets. Meadows of Posidonia in the Mediterranean, and eelgrass in the North Atlantic, shelter young fish, filter the water, protect coasts from erosion and store large amounts of carbon in their sediments. They are also easily damaged by anchors, moorings and pollution. The Balearic Islands have made it illegal to anchor on Posidonia, and patrols check boats in summer.</p>
<p>Be realistic about what a day of volunteering achieves. The most useful contribution is often the fee you pay, which funds the project’s staff and equipment, and the knowledge you take home.</p>
<h2>2. Choose reef-safe operators</h2>
<p>Pick dive and snorkel centres that use mooring buoys rather than anchors, keep groups small and brief divers on reef etiquette before every dive. The Green Fins initiative, developed by the UN Environment Programme and The Reef-World Foundation, works with dive centres in many countries, including Egypt’s Red Sea coast, to reduce the environmental impact of diving and snorkelling.</p>
<p>As a diver or snorkeller, your own behaviour matters just as much:</p>
<ul>
<li>Never touch, stand on or kick coral; work on your buoyancy before diving near reefs.</li>
<li>Do not feed fish or chase turtles, rays and sharks.</li>
<li>Do not collect shells, coral or anything else, living or dead.</li>
<li>Wear a rash guard and use less sunscreen; some ingredients, such as oxybenzone, have been banned in Hawaiʻi and Palau because of concerns over their effect on coral.</li>
</ul>
<p>Egypt’s Red Sea reefs are among the most heat-tolerant in the world, which makes them especially valuable as other reefs bleach. Our <a href="/actions/Egypt">suggested actions for Egypt</a> include choosing dive centres that follow Green Fins practice.</p>
<h2>3. Eat sustainable seafood</h2>
<p>Ask where fish comes from and how it was caught. Local, small-scale catches of species that are not overfished are usually the best choices. Avoid species that are in trouble, such as many sharks and rays, and farmed shrimp from ponds carved out of mangroves. Eco-labels such as the Marine Stewardship Council’s blue label for wild fish, and the Aquaculture Stewardship Council’s label for farmed fish, can help, though they do not cover every small fishery.</p>
<p>In Portugal, for example, eating sardines in their summer season, when they are local and plentiful, supports a fishery that has recovered after years of strict catch limits. In Spain, the traditional almadraba tuna traps of Barbate take bluefin tuna under quotas that helped the stock recover from collapse.</p>
<h2>4. Cut plastic at the source</h2>
<p>Carry a refillable bottle and bag, refuse straws and disposable cutlery, and choose accommodation that avoids single-use plastics. Take part in beach cleans: many coastal groups run regular ones that welcome visitors, and some record what they find for marine litter surveys that feed into national and international monitoring. Every piece of plastic removed from a beach is one less in the sea.</p>
<p>Lost fishing gear, known as ghost gear, is one of the most harmful kinds of marine litter, entangling fish, seabirds, seals and turtles for years. Some dive centres run ghost-net removal dives for experienced divers.</p>
<h2>5. Become a citizen scientist</h2>
<p>Photograph whales, dolphins, sharks, manta rays or turtles for identification databases: the markings on a humpback whale’s tail, a whale shark’s spots or a manta’s belly are unique, like fingerprints. Researchers use these photographs to follow individual animals over years and across oceans. Some apps and websites let you upload photographs and receive updates when your animal is seen again.</p>
<p>Divers trained in survey methods can log reef health, fish counts and invasive species on standard surveys run by organisations such as Reef Check. Even a snorkeller can record sightings of species on a marine life app. Your holiday photos can become valuable data, and you will look at the sea differently afterwards.</p>
<h2>Beyond the five</h2>
<p>The biggest threat to the ocean is climate change: warming water bleaches corals and drives fish towards the poles, and carbon dioxide absorbed by the sea makes it more acidic. Flying less and choosing overland travel where possible is therefore an ocean action too. So is supporting marine protected areas, paying park and reserve fees willingly and choosing destinations that invest in protection.</p>
<p>Well-run reserves show what is possible. In the marine reserve of Cabo de Palos and the Hormigas Islands, off Spain’s Murcia coast, fishing has been restricted since the 1990s, and large groupers, barracudas and other fish that had become rare are now seen in numbers. Dive tourism has grown around the reserve, and fishers working outside it benefit as fish spill over its boundaries. Protection, when it is enforced, pays.</p>
<p>Closer to home, the Spanish coast around Cádiz offers ways to help coastal ecosystems, from replanting marram grass on dunes that protect the shore from storms to learning about the fishing heritage of Barbate; see our <a href="/experiences/Spain">regenerative experiences in Spain</a>.</p>
<h2>Slow, collective work</h2>
<p>Ocean restoration is slow, collective work, and no single visitor will turn the tide. But each visitor who contributes time, money and care helps tip the balance towards recovery, and brings home a story that persuades others to do the same. The sea has a remarkable capacity to heal. Our job is to give it the chance.</p>`,
  },
  {
    id: 'tourism-rural-economic-development',
    title: 'Can Tourism Bring Young People Back to Rural Villages?',
    excerpt:
      'Across Europe, villages are losing residents. Some are using small-scale tourism to create jobs and reasons to stay. Here is what is working.',
    author: 'Marco Bellini',
    date: '2025-01-29',
    category: 'Economic Development',
    image: '/images/articles/tourism-rural-economic-development.svg',
    content: `
<p>In the mountains of Italy, the interior of Spain and the valleys of Switzerland, many villages have lost most of their residents. Schools close, shops shut, buses stop running and houses fall into disrepair. Young people leave for the cities, and those who stay grow older. Tourism cannot solve this alone, and sometimes it makes things worse. But in some places it is helping to create jobs, restore buildings and give young people a reason to stay or return.</p>
<h2>How villages empty</h2>
<p>Rural depopulation has many causes. Farming has mechanised and needs fewer people. Jobs, universities and services are concentrated in cities. Roads that were meant to connect villages to the world also made it easier to leave. In Spain, the interior is often called “la España vaciada”, emptied Spain: provinces such as Soria and Teruel have fewer than ten inhabitants per square kilometre, among the lowest densities in the European Union. In Italy, thousands of small municipalities have lost population for decades, and some villages have been almost entirely abandoned.</p>
<p>When a village falls below a certain size, services disappear, and the decline accelerates. A school needs children; a shop needs customers; a doctor needs patients. Every family that leaves makes it harder for the next one to stay.</p>
<p>The landscape changes too. Terraces built by hand over centuries collapse when no one maintains them, meadows turn to scrub when no one mows them, and abandoned land becomes more prone to wildfire. Depopulation is not only a social problem; it reshapes the countryside that visitors come to see.</p>
<h2>Scattered hotels</h2>
<p>The albergo diffuso model, born in Italy, turns empty village houses into a single hotel spread across the streets, with a shared reception and restaurant. Instead of building a new hotel on the edge of the village, it restores houses that would otherwise collapse. Guests live among residents, restaurants and shops gain customers, and local builders, cleaners, cooks and guides find work.</p>
<p>Santo Stefano di Sessanio, a medieval hill village in Abruzzo, is one of the best-known examples: after an entrepreneur bought and restored many of its empty houses as a scattered hotel, the village became a destination in its own right. The model has since spread across Italy and into other countries facing the same problem.</p>
<h2>Skills and jobs</h2>
<p>Guiding, hospitality, local food production and craft workshops create jobs that let young people stay or return. A young cheesemaker can sell to visitors as well as to shops; a mountain guide can combine summer hiking with winter ski touring; a family can run a guesthouse alongside a farm. Digital connectivity means that some people can combine these with remote work, and several countries and regions now offer incentives to remote workers who move to rural areas.</p>
<p>Food is a powerful driver. The Slow Food movement, founded in Italy, supports small producers of traditional foods through its Presidia, helping to keep alive cheeses, breads and heritage crops that might otherwise disappear. Visitors who seek out these foods, and buy directly from producers, give them a market.</p>
<h2>Village revival projects</h2>
<p>In Tschlin, in Switzerland’s Lower Engadine, residents and visitors work together to restore terraces, reopen workshops and welcome new families. Visitors who stay for several days become part of village life and bring income when it is needed most. Our Revive Tschlin experience, listed among our <a href="/experiences/Switzerland">regenerative experiences in Switzerland</a>, is one way to take part.</p>
<p>In Portugal, the network of Schist Villages in the central mountains has used tourism to restore traditional houses, reopen paths and support local producers across a group of villages that had been losing their people. In Slovenia, tourist farms offer rooms and home-cooked food, helping families stay on the land. In Spain, some villages in the interior have welcomed new residents with programmes offering housing or jobs, and rural tourism brings income to those who move.</p>
<h2>When tourism makes things worse</h2>
<p>Tourism is not automatically good for villages. When houses are bought as second homes or holiday rentals, prices rise beyond what local people can afford, and villages can be full in August and empty the rest of the year. Shops that serve tourists may replace those that serve residents. Seasonal jobs may not provide a living all year round.</p>
<p>The villages that benefit most are those where residents shape tourism, where income stays local and where tourism supports, rather than replaces, other activities such as farming, forestry and crafts.</p>
<h2>What makes it work</h2>
<ul>
<li><strong>Tourism that residents want</strong> and help to shape.</li>
<li><strong>Income that stays local,</strong> through local ownership of guesthouses, restaurants and activities.</li>
<li><strong>Year-round activity</strong> rather than a short peak season.</li>
<li><strong>Investment in housing, schools and services</strong> alongside tourism, so that people can live there, not just work there.</li>
<li><strong>Respect for what makes the village special,</strong> its landscape, buildings, food and way of life.</li>
</ul>
<h2>What travelers can do</h2>
<p>Stay longer in smaller places. A week in one village does far more than a night in each of seven. Travel outside the peak season, when income is most needed. Eat in village restaurants, buy from local shops and producers, and book activities run by local people. Use public transport where it exists; buses that carry visitors are more likely to keep running for residents.</p>
<p>Look beyond the famous names. Every country has its emptying regions: the Apennines and the Sardinian interior in Italy, Soria, Teruel and Extremadura in Spain, the mountains of central Portugal, the villages of Transylvania in Romania. Our suggested actions for each country point to some of them; see, for example, the <a href="/actions/Italy">suggested actions for Italy</a>.</p>
<h2>A future for small places</h2>
<p>Villages have survived wars, famines and emigration for centuries. Many will survive this wave of depopulation too, if they can offer young people a livelihood and a community. Tourism is one of the few industries that can bring income to the most remote places, precisely because visitors value what those places have kept. Used wisely, it can help keep the lights on, the school open and the terraces tended. Wherever you travel, staying longer in smaller places makes a difference, to them and to you.</p>`,
  },
  {
    id: 'regenerative-travel-mindset',
    title: 'The Regenerative Travel Mindset: Questions to Ask Before Every Trip',
    excerpt:
      'Regenerative travel starts before you book. Seven questions that shape a better trip for you and for the places you visit.',
    author: 'Sofia Brenner',
    date: '2025-01-24',
    category: 'Regenerative Tourism',
    image: '/images/articles/regenerative-travel-mindset.svg',
    content: `
<p>Regenerative travel starts before you book. Before comparing prices and reviews, it helps to step back and ask a few questions. They take a few minutes, and they turn a holiday into a journey that gives as much as it takes. None of them has a single right answer, and you will not always like the answers you find. But asking them, every time, is what separates a regenerative traveler from a well-meaning one.</p>
<h2>1. Why am I going?</h2>
<p>Rest, adventure, learning, connection, celebration? Knowing your purpose makes it easier to choose fewer, better experiences. If you need rest, you do not need to see twelve sights in seven days. If you want to learn, a week in one place with a good local guide will teach you more than a whirlwind tour. If you want connection, stay somewhere small enough that the owner learns your name.</p>
<p>Many trips fail not because the destination disappoints but because the traveler tries to do too much. A clear purpose is the best defence against the itinerary that leaves you exhausted and the place unchanged.</p>
<h2>2. Can I get there overland?</h2>
<p>For most trips, the journey produces most of the emissions. If a train, coach or ferry can get you there in a day, or overnight on a sleeper, consider it seriously. Journeys under six or seven hours by train are often as fast as flying door to door. Night trains now connect many European cities, and the journey becomes part of the holiday.</p>
<p>If you cannot get there overland, ask a follow-up question: can I stay longer to make the journey worthwhile? One long trip a year produces far fewer emissions than several short ones, and usually makes for a better experience.</p>
<h2>3. Is this place asking for visitors right now?</h2>
<p>Some places are overwhelmed. Venice, Barcelona, Dubrovnik, Santorini and the busiest national parks have all had to manage crowds, and residents in some cities have protested against the effects of mass tourism on housing and daily life. Other places are short of water in summer, recovering from wildfire or floods, or holding festivals where visitors are not welcome.</p>
<p>Check before you go. Consider the shoulder season, lesser-known regions and places that actively want visitors, such as rural areas losing their young people. Travelling in spring or autumn is often better for you and for them.</p>
<p>If you do visit a crowded place, make your visit lighter: stay overnight rather than day-tripping, explore beyond the famous centre, go early or late, and pay any visitor fees willingly. You will see more, and you will be part of the solution rather than the problem.</p>
<h2>4. Who will benefit from my spending?</h2>
<p>Look for locally owned accommodation, guides and restaurants. Ask who owns the hotel and where the profits go. Book directly where you can, to avoid commissions leaving the destination. Avoid all-inclusive packages if you want your money to reach the wider community.</p>
<p>A simple rule helps: the closer your money gets to the person who provides the service, the better. The guesthouse owner rather than the platform, the artisan rather than the souvenir shop, the fisher rather than the importer.</p>
<h2>5. What will I contribute?</h2>
<p>Plan at least one activity that restores nature or supports community life: a morning of meadow restoration, a mangrove planting day, a workshop with an artisan cooperative, a food tour with a neighbourhood guide. Use our impact calculator to set a Regen Points target for your trip, and read the suggested actions for your destination.</p>
<p>The actions are specific to each country. In Iceland, they include never driving off-road and keeping away from puffin burrows; in India, travelling by train and buying from weaving cooperatives in Kutch. See, for example, our <a href="/actions/India">suggested actions for India</a>.</p>
<h2>6. What do I need to learn?</h2>
<p>Customs, history, a few words of the language, the rules of the places you will visit: preparation is a sign of respect. Learn how to greet people, what to wear at religious sites, whether tipping is expected and how to behave in a place of memory. Read a novel or a history of the country before you go.</p>
<p>Learn the practical rules too. In Finland and Sweden, the right of public access lets you walk and camp almost anywhere, with responsibilities attached. In Slovakia, high trails in the Tatras close from November to mid-June. In Sardinia, taking sand from beaches can lead to a fine. Knowing these things in advance saves embarrassment and protects the places you visit.</p>
<h2>7. How will I stay connected?</h2>
<p>A regenerative trip does not end when you get home. Follow the project you joined, recommend the guide who showed you around, review the small businesses that looked after you, and consider coming back. Some travelers return to the same village year after year and become part of its story.</p>
<p>Connection also means sharing what you learned. Telling friends about a community-run lodge or a train route that worked brilliantly can do as much good as the trip itself.</p>
<h2>Putting the questions to work</h2>
<p>Imagine you want a week in the Alps in summer. Your purpose is rest and walking. You can reach Switzerland or Austria by train from much of Europe in a day. The famous resorts are busy in August, so you choose a quieter valley in June or September. You book a family-run guesthouse, buy cheese from an alp dairy and spend a morning helping repair a trail with local volunteers. You learn a few words of German, Italian or Romansh. And you keep in touch with the guesthouse owner, who tells you the following spring that the trail you repaired survived the winter.</p>
<p>That is not a perfect trip. But it is a trip that took something and gave something back, and it is very likely a better holiday than the alternative.</p>
<h2>Start with one question</h2>
<p>You do not need to ask all seven every time. Start with the one that feels most relevant to your next trip. Over time, the questions become habits, and the habits become a way of travelling. When you are ready, <a href="/destinations">choose a destination</a> and see what it needs.</p>`,
  },
  {
    id: 'family-friendly-regenerative-activities',
    title: 'Family-Friendly Regenerative Activities Kids Will Love',
    excerpt:
      'Planting trees, counting butterflies, making cheese: regenerative experiences that are fun for children and meaningful for the places you visit.',
    author: 'Lea Brunner',
    date: '2025-01-20',
    category: 'Activities Guide',
    image: '/images/articles/family-friendly-regenerative-activities.svg',
    content: `
<p>Children are natural explorers, and regenerative activities give them something real to do. Instead of being dragged from one sight to the next, they dig, count, plant, build, taste and ask questions. These experiences turn a family holiday into a shared adventure with a purpose, and they often become the memories children talk about for years. Here are some of the best, with tips for making them work for different ages.</p>
<h2>Tree and meadow planting</h2>
<p>Many restoration projects welcome families for planting days. Children love digging, watering and naming their tree, and they remember the place for years. Forestry services, local conservation groups and some farms run planting days in spring and autumn, when the ground is moist enough for young trees to take root.</p>
<p>Meadow work can be just as rewarding. In the Alps, traditional hay meadows are among the richest habitats for flowers and insects, and they disappear when they are no longer mown or when shrubs take over. Older children can help rangers clear scrub and rake hay, and learn why a meadow full of flowers is worth the effort. Look for sample activities such as alpine meadow restoration among our <a href="/experiences/Austria">regenerative experiences in Austria</a>.</p>
<h2>Citizen science</h2>
<p>Butterfly counts, bird surveys and rock-pool rambles teach identification skills and contribute data to real research. In the United Kingdom, Butterfly Conservation’s Big Butterfly Count in the summer holidays asks people to spend fifteen minutes counting butterflies in a sunny spot, and the RSPB’s Big Garden Birdwatch takes place every January. Many countries have similar schemes, and local nature groups often run sessions for families.</p>
<p>Wildlife apps turn a walk into a treasure hunt: children photograph a plant or insect, find out what it is and add the record to a database used by scientists. On the coast, rock pooling at low tide reveals crabs, anemones, starfish and small fish; put everything back where you found it, and turn stones back the right way up.</p>
<h2>Farm stays</h2>
<p>Collecting eggs, feeding animals, milking goats and helping with the harvest show children where food comes from. Mountain farms in Austria and Switzerland often welcome families, and Austria’s association of farm holidays lists farms across the country. Cheese-making workshops are a favourite: children see milk turn into curd, press it into moulds and, a few weeks later if they are lucky, taste the result. Our sample farmstead cheese-making experience in Austria is designed for exactly this.</p>
<p>Farm stays also show children that food is seasonal, that animals need care every day and that farmers look after the landscape as well as producing food.</p>
<h2>Beekeeping</h2>
<p>A visit to a beekeeper is fascinating for children old enough to stand still near a hive. Protective suits are provided, and beekeepers show how bees live, how honey is made and why bees matter for the flowers and crops around them. In Slovenia, where the native Carniolan bee is protected by law, family apiaries welcome visitors to open a hive and taste honey from the comb; see our <a href="/experiences/Slovenia">regenerative experiences in Slovenia</a>.</p>
<h2>Beach cleans</h2>
<p>A beach clean is simple, visual and satisfying. Many groups turn it into a game, recording what they find for marine conservation surveys, and children are often the most enthusiastic collectors. It opens natural conversations about plastic, the sea and what happens to things we throw away.</p>
<p>Bring gloves and a bag, and teach children not to touch sharp objects, syringes or dead animals, and to call an adult if they find anything unusual.</p>
<h2>Craft workshops</h2>
<p>Weaving, pottery, woodcarving or basket-making with local artisans lets children create a souvenir with a story, and supports traditional skills. Pottery villages, weaving cooperatives and craft centres in many countries run short sessions suitable for children. A clay pot made by your own hands in a potter’s workshop means more than anything bought in a souvenir shop.</p>
<h2>Wildlife watching</h2>
<p>Watching animals in the wild teaches patience like nothing else. A dawn visit to a bird hide, an evening waiting for beavers by a river or a boat trip to see seals from a respectful distance can thrill children who have only seen animals on screens. Choose guides who keep their distance from wildlife and explain why, and avoid any experience that involves touching, feeding or posing with wild animals. Bring binoculars for each child if you can; taking turns is hard when something exciting is happening.</p>
<h2>Junior ranger programmes</h2>
<p>Many national parks run junior ranger programmes, with activity booklets, guided walks and badges for children who complete them. They teach children about the park’s wildlife and rules, and children often become the family’s strictest enforcers of “stay on the path” and “take your litter home”.</p>
<h2>Slow travel with children</h2>
<p>Trains are often easier than cars or planes with children: they can move around, look out of the window, play games and eat at the table. Night trains are an adventure in themselves. Staying longer in one place suits children too, giving them time to settle, make friends and explore.</p>
<h2>Tips for parents</h2>
<ul>
<li><strong>Choose short activities with plenty of breaks.</strong> Two hours of planting is plenty for most young children.</li>
<li><strong>Explain the purpose beforehand</strong> so children feel part of the mission, not just along for the ride.</li>
<li><strong>Check age limits and effort levels.</strong> Activities on Regen Marketplace show an effort badge, from low to high, to help you choose.</li>
<li><strong>Bring the right gear:</strong> boots, gloves, sun hats, water and snacks.</li>
<li><strong>Let children lead.</strong> Their questions are often the best part of the day.</li>
<li><strong>Follow up at home</strong> by tracking the project’s progress, planting something in the garden or joining a local nature group.</li>
</ul>
<h2>Why it matters</h2>
<p>Children who spend time in nature and meet the people who care for it grow up more likely to care for it themselves. A day planting trees or counting butterflies is not just a holiday activity; it is an investment in the next generation of people who will look after the places we love. And it is, very often, the best day of the trip, for the adults as much as the children.</p>`,
  },
  {
    id: 'hidden-gems-egypt',
    title: 'Beyond the Pyramids: Regenerative Travel in Egypt',
    excerpt:
      'Nubian villages, felucca journeys, desert oases and Red Sea reefs. How to explore Egypt in ways that benefit local communities.',
    author: 'Tomás Herrera',
    date: '2025-01-15',
    category: 'Destinations',
    image: '/images/articles/hidden-gems-egypt.svg',
    content: `
<p>Egypt is home to some of the most visited monuments on Earth, and many visitors see little else: the pyramids of Giza, the temples of Luxor and a cruise along the Nile. Yet the country offers far more, and travelling beyond the main circuit spreads the benefits of tourism to communities that need them. Egypt is a tier 1 destination in our impact calculator, one of the places where each visitor’s choices make the biggest difference. This guide shows how to explore it in ways that keep income in local hands and protect what makes it extraordinary.</p>
<h2>Cairo’s neighbourhoods</h2>
<p>Cairo is a city of more than twenty million people, and most visitors see only a fraction of it. Walk through Islamic Cairo with a local guide, from the Al-Azhar mosque through the lanes of Khan el-Khalili to the medieval gates of Bab Zuweila. Visit workshops where artisans still make brass lanterns, textiles, inlaid wood and hand-blown glass.</p>
<p>Food is the best introduction to the city. Eat koshari, Egypt’s great comfort food of rice, lentils, pasta and spiced tomato sauce, at a family restaurant. Try ful medames, slow-cooked fava beans, and ta’ameya, the Egyptian falafel made with fava beans rather than chickpeas. A neighbourhood food tour takes you through Sayeda Zeinab to family-run stalls chosen by a community association, with every stop paid fairly; you can book the Local Cairo Food Tour on our <a href="/experiences/Egypt">regenerative experiences in Egypt</a>.</p>
<h2>The Nile by felucca</h2>
<p>Large Nile cruise ships run on diesel and employ few local people directly. A felucca, the traditional wooden sailing boat of the Nile, burns no fuel at all. Sailing between Aswan and Kom Ombo or Edfu over two or three days, sleeping on deck under the stars, is one of the most memorable journeys in Egypt. The boats are crewed by local boatmen, many of them Nubian, and your fare goes directly to them.</p>
<p>If you have less time, a sunset sail from Aswan around Elephantine Island and the granite boulders of the cataract is a gentle introduction. The Relaxing Nile Felucca Sail, crewed by a Nubian family from Aswan, is also listed among our Egypt experiences: no engines, no noise, just the river, tea and stories of the villages along the banks.</p>
<h2>Travel by train</h2>
<p>The railway along the Nile links Cairo, Luxor and Aswan, with day trains and an overnight sleeper. It is cheaper and cleaner than domestic flights, and the views of fields, villages and palm groves along the river are part of the experience. Buy tickets through the national railway or a reputable agent, allow for delays and bring something to read for the long stretches between stations.</p>
<h2>Nubian villages</h2>
<p>Around Aswan, Nubian families welcome guests to colourful guesthouses on the west bank of the Nile and on islands in the river. The Nubian people have a long history in the region; many were displaced when the Aswan High Dam was built in the 1960s and Lake Nasser flooded their ancestral villages. You can learn about Nubian history, language and music from the people who keep them alive, and the Nubian Museum in Aswan tells the story in depth.</p>
<p>Staying with Nubian families keeps the culture and the income at home. Eat home-cooked food, buy crafts directly from the makers and ask before photographing people or homes.</p>
<h2>Fayoum</h2>
<p>A couple of hours south-west of Cairo, the Fayoum oasis is a world away from the capital. Lake Qarun attracts migrating birds in winter, and Wadi El Hitan, the Valley of the Whales, is a UNESCO World Heritage site where fossil skeletons of early whales lie in the desert, showing how whales evolved from land mammals. Visit with licensed guides and stay on the marked paths.</p>
<p>The village of Tunis in Fayoum is known for its pottery. A pottery school founded there in the 1980s trained local children, and today many families run their own workshops, selling glazed bowls, plates and figures decorated with scenes of village life. Buying directly from the potters supports the craft and the village.</p>
<h2>Desert oases</h2>
<p>Siwa, in the Western Desert near the Libyan border, is known for its salt lakes, palm groves, olive orchards and mud-brick architecture made from kershef, a mixture of salt and clay. The Siwan people have their own language and traditions. Eco-lodges here use traditional building methods and local food, and some are lit by candles rather than electricity.</p>
<p>Further south, the White Desert near Farafra is famous for its chalk formations. Camp with licensed local guides, take all rubbish with you and never remove fossils or rocks.</p>
<h2>The Red Sea</h2>
<p>Egypt’s Red Sea reefs are among the most heat-tolerant in the world, and scientists believe they may be a refuge for corals as oceans warm. That makes protecting them all the more important. Choose dive centres that follow reef-safe practices such as Green Fins, use mooring buoys rather than anchors and support marine protection. Never stand on coral, touch marine life or feed fish, and wear a rash guard rather than large amounts of sunscreen.</p>
<p>Marsa Alam and the south are quieter than Hurghada and Sharm el-Sheikh, with dugongs and turtles in seagrass bays. Keep your distance from these animals, and choose operators who limit the number of snorkellers in the water.</p>
<h2>Practical tips</h2>
<ul>
<li>Hire licensed Egyptian guides, and tip fairly.</li>
<li>Use the train along the Nile instead of domestic flights.</li>
<li>Dress modestly, especially outside resort areas and at religious sites.</li>
<li>Refill water from filters rather than buying many plastic bottles.</li>
<li>Avoid camel and horse rides where animals look neglected; choose operators who care for their animals, or walk.</li>
<li>Visit in spring or autumn; summer in Upper Egypt is extremely hot.</li>
</ul>
<h2>Your contribution</h2>
<p>Egypt is a tier 1 destination in our impact calculator, so each day asks for a bigger contribution, and each choice you make goes further. A felucca instead of a cruise ship, a Nubian guesthouse instead of a chain hotel, a food tour with a neighbourhood guide and a reef-safe dive centre add up. See our <a href="/actions/Egypt">suggested actions for Egypt</a> for more ideas.</p>`,
  },
];

/** The 19 built-in blog posts, newest first. */
export const blogPosts: readonly BlogPost[] = blogPostSources.map((source) => ({
  ...source,
  readMinutes: readMinutes(source.content),
  readTime: readTimeLabel(source.content),
}));

/** A post without its body: what the blog list shows and searches. */
export type BlogPostCard = Omit<BlogPost, 'content'>;

export function blogPostCards(): BlogPostCard[] {
  return blogPosts.map(({ content: _content, ...card }) => card);
}

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((p) => p.id === id);
}
