import { readMinutes, readTimeLabel } from '@regen/shared/rules/read-time';
import type { NewsCategory } from './news-categories.ts';

export interface NewsArticleSource {
  id: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: NewsCategory;
  image: string;
  author: string;
  /** Trusted HTML with internal links, rendered by RichText. */
  content: string;
}

/** An article as shown: its read time is computed from its body, never written by hand. */
export interface NewsArticle extends NewsArticleSource {
  /** Whole minutes at 200 words a minute (shared/src/rules/read-time.ts). */
  readMinutes: number;
  /** '5 min read'. */
  readTime: string;
}

const newsArticleSources: readonly NewsArticleSource[] = [
  {
    id: 'ai-powered-regenerative-tourism',
    title: 'Can AI Help Travelers Give Back More Than They Take?',
    summary:
      'Trip planners that weigh carbon, crowding and community benefit are moving from pilots to everyday tools. We look at what they get right and where human judgement still matters.',
    date: '2025-07-02',
    category: 'Technology Innovation',
    image: '/images/articles/ai-powered-regenerative-tourism.svg',
    author: 'Maya Lindqvist',
    content: `
<p>For years, travel technology has been built to do one thing well: fill seats and beds. A new generation of planning tools is trying to optimise for something else as well. Instead of asking only “what is cheapest?” or “what is most popular?”, they also ask “where is this visit welcome?” and “what will it leave behind?”. Artificial intelligence has made these tools easier to build and far easier to talk to. Whether it makes travel better depends on what they are asked to optimise, and on who checks the answers.</p>
<h2>What the tools can already do</h2>
<p>Some of the building blocks have been around for a while. Flight search engines have shown estimated emissions next to fares for several years, and rail operators publish journey planners that cross borders and compare the footprint of train, coach and plane. What is new is the layer on top. A traveler can now describe a trip in plain words, such as “ten days in the Alps in September, no flights, somewhere quiet”, and receive an itinerary stitched together from timetables, accommodation listings and maps in seconds.</p>
<p>Used well, that convenience removes one of the main reasons people default to flying and to the most famous places: planning the alternative is hard work. A tool that finds the night train, the bus that meets it and the village guesthouse with a room makes the lower-impact option the easy one.</p>
<h2>Destinations are publishing the data</h2>
<p>The more interesting experiments come from destinations themselves. Venice, which tracks visitor flows through its Smart Control Room, charged day visitors an access fee on the busiest days of 2024 and 2025, with booking through an online platform. Copenhagen’s CopenPay scheme, first run in the summer of 2024, rewarded visitors who cycled, picked up litter or volunteered with free meals, museum visits and kayak trips. Schemes like these produce information that planning tools can use: which days are overloaded, which behaviours the city wants to encourage, where a visit is most welcome.</p>
<p>At Regen Marketplace we have been testing a similar idea with our impact calculator. Before they book, travelers see how the vulnerability of a place and the pace of a trip change what a positive contribution looks like, and each destination’s actions page, such as our <a href="/actions/Denmark">suggested actions for Denmark</a>, turns that target into everyday choices.</p>
<h2>Where the algorithms fall short</h2>
<p>Data can tell you how many people stand in a square at noon. It cannot tell you whether a village wants more visitors, or on what terms. Community consent, cultural sensitivity and fair pricing still depend on conversations with the people who live there, and those conversations rarely appear in a dataset.</p>
<ul>
<li><strong>Popularity bias.</strong> Systems trained on reviews and bookings tend to recommend places that are already popular, which is the opposite of spreading visitors more fairly.</li>
<li><strong>Missing businesses.</strong> Small, family-run operators often have no online booking, few reviews and no listing in the data feeds that tools draw on. They are exactly the businesses that keep the most money in a place.</li>
<li><strong>Confident mistakes.</strong> Language models can invent opening hours, trails or bus connections that do not exist. In mountains, deserts or at sea, that is a safety problem, not an inconvenience.</li>
<li><strong>Unchecked claims.</strong> A tool that repeats an operator’s “eco” label does not verify it. Impact claims need independent review, not self-reported badges.</li>
</ul>
<h2>What good tools have in common</h2>
<p>The operators and destination managers we spoke to agreed on a few principles. Good tools show their reasoning: why this train, why this guesthouse, what the trade-off is. They draw on official sources for timetables, safety warnings and access rules, and say where their information comes from. They treat local partners as the final word on what a place can offer, and they make it easy to book with small businesses directly rather than steering everything through one platform.</p>
<blockquote>The best itinerary an algorithm can give you is a draft. The people who live there will tell you what it is missing.</blockquote>
<p>That last point matters for the money, too. A planning tool that takes a large commission on every booking can quietly move income away from the destination, even while recommending “local” experiences. Ask who is paid when you book, and how much.</p>
<h2>What travelers can do today</h2>
<p>Use the new tools for what they do well: finding overland routes, comparing options, discovering places you would not otherwise have heard of. Then check the details against official sources, especially for anything that affects your safety. Ask any tool how it ranks its suggestions, prefer those that show their reasoning, and treat green labels with healthy curiosity.</p>
<p>Above all, give yourself time. Stay longer in fewer places, book one or two experiences run by local people, and leave room for the conversations that no planner can schedule. No algorithm has yet improved on that.</p>`,
  },
  {
    id: 'biodiversity-corridors-june-2025',
    title: 'Europe Maps New Biodiversity Corridors Through Tourism Regions',
    summary:
      'National restoration plans are identifying green corridors that cross popular holiday regions, creating new roles for hosts, guides and visitors.',
    date: '2025-06-18',
    category: 'Government Policy',
    image: '/images/articles/biodiversity-corridors-june-2025.svg',
    author: 'Tomás Herrera',
    content: `
<p>Across Europe, governments are drafting plans to restore damaged ecosystems and reconnect fragmented habitats. Many of the corridors that appear on these early maps run straight through regions that depend on tourism: alpine valleys, coastal dunes, river floodplains and the farmland around historic towns. For hosts, guides and visitors, that raises a practical question: what does a restoration plan change on the ground?</p>
<h2>The law behind the maps</h2>
<p>The EU Nature Restoration Law entered into force in August 2024. It asks member states to put restoration measures in place on at least 20 percent of the EU’s land and sea areas by 2030, and in all ecosystems that need them by 2050. It also includes a target to restore at least 25,000 kilometres of rivers to a free-flowing state and a commitment to contribute to planting at least three billion additional trees across the EU by 2030. Each country must submit a national restoration plan by September 2026, which is why so many ministries, regions and conservation groups are busy with draft maps this year.</p>
<p>Corridors are not a new idea. The Natura 2000 network already protects thousands of sites, and the European Green Belt follows the former Iron Curtain for more than 12,000 kilometres, from the Barents Sea to the Black Sea. What is new is the emphasis on the spaces in between: the hedges, streams and field margins that let wildlife move from one protected area to the next.</p>
<h2>Why connection matters</h2>
<p>Wildlife needs room to move. A forest patch cut off by roads and fences can lose species over time even if it is protected, because small, isolated populations are vulnerable to disease, inbreeding and bad years. Corridors of hedgerows, wetlands, meadows and riverbanks let animals and plants move between larger habitats. As the climate warms, many species need to shift their ranges uphill or northwards, and corridors are how they get there.</p>
<p>Rivers are the clearest example. Old weirs and dams block fish such as salmon, sturgeon and eels from their spawning grounds. Removing obsolete barriers is one of the fastest ways to restore a river, and several European countries have been removing dams for years, with Spain, France and Sweden among those that have taken out the most.</p>
<h2>A role for the tourism sector</h2>
<p>Regional tourism organisations have begun to see restoration as part of their offer rather than a constraint on it. In many regions, cycle routes already follow rivers and old railway lines that double as green corridors. Some regions work with farmers to plant hedgerows along these routes, reroute trails away from nesting areas in spring or put visitor taxes towards wetland restoration.</p>
<blockquote>The landscapes people travel to see are the same landscapes that need reconnecting. Tourism can help pay for that work and help explain it.</blockquote>
<p>For hosts, this opens new possibilities: guided walks along newly planted corridors, volunteer days with local conservation groups and farm stays that show how nature-friendly agriculture works in practice. In Slovenia, for example, visitors can spend a morning with rangers and farmers clearing scrub from traditional hay meadows that link forest and pasture; see our <a href="/experiences/Slovenia">regenerative experiences in Slovenia</a>. In Austria, volunteers repair eroding mountain trails so that walkers stay on the path and off the meadows around them.</p>
<h2>Tensions to expect</h2>
<p>Restoration plans will not please everyone. Farmers worry about losing productive land, and the law was hotly contested before it passed. Tourism can add to the friction if new trails and viewing points bring crowds into places that were quiet. Corridors work best where wildlife gets the quiet zones it needs and visitors are guided to the edges, not the core.</p>
<p>There are tensions within tourism, too. A ski area that wants to expand, a coastal resort that wants a new marina, a valley that wants a faster road: each can cut across a corridor on the map. National plans will have to decide which comes first, and local tourism businesses will have a voice in those decisions.</p>
<h2>What to watch</h2>
<p>Funding remains the open question. Plans that rely on voluntary agreements with landowners move slowly, and visitor contributions alone cannot pay for large-scale restoration. Watch for whether national plans include money for farmers who manage land for wildlife, and whether they connect with regional tourism strategies rather than sitting beside them.</p>
<p>Also watch for the details that make a corridor real: the culvert that lets otters pass under a road, the green bridge over a motorway, the strip of land along a river where no one ploughs. They rarely make headlines, but they decide whether the lines on the map become places where wildlife can move.</p>
<h2>What travelers can do</h2>
<p>Each corridor that gains a trail, a guide and a community of supporters becomes harder to neglect. Travelers can help by choosing operators involved in local restoration, staying on marked paths, respecting seasonal closures and asking hosts about the nature projects around them. Travel by train and bike, too: the quieter the arrival, the less the landscape has to give up to parking and roads.</p>`,
  },
  {
    id: 'carbon-negative-destinations-2030',
    title: 'The Race to Become a Carbon-Negative Destination by 2030',
    summary:
      'A handful of regions are aiming to remove more carbon than their visitors emit. Their plans rely on forests, peat, soils and a hard look at how people arrive.',
    date: '2025-05-20',
    category: 'Climate Action',
    image: '/images/articles/carbon-negative-destinations-2030.svg',
    author: 'Priya Raman',
    content: `
<p>“Carbon neutral” has lost much of its meaning in travel marketing. Too many claims rest on cheap offsets bought far away, while emissions at home carry on as before. A more demanding goal is starting to appear in destination strategies: to remove more greenhouse gases than residents and visitors emit, and to prove it with transparent accounting. It is a race few will win by 2030, but the attempt is changing how some places plan.</p>
<h2>What carbon-negative means</h2>
<p>A carbon-negative place absorbs more carbon dioxide than it releases. Bhutan is the best-known example at country level: its constitution requires that at least 60 percent of the land remain under forest, and its forests absorb more carbon than the country emits. Suriname and Panama, both heavily forested, also report more removals than emissions. For most destinations, especially those with busy airports and large hotel sectors, the goal is much harder.</p>
<p>The lesson from these countries is not that forests can cancel out any amount of pollution. It is that a small economy with intact ecosystems starts from a very different place than a large tourism region with motorways and ski lifts. Getting to negative means cutting emissions hard first and restoring nature second.</p>
<h2>Start with the journey</h2>
<p>For most holidays, getting there produces the largest share of emissions. A return long-haul flight can emit more than everything else a traveler does during a week’s stay. Destinations serious about climate targets are investing in rail links, night trains, electric buses from stations to villages and luggage services that make car-free arrival easy.</p>
<p>Europe’s night train revival helps. Austria’s Nightjet network connects Vienna, Munich, Zürich, Hamburg, Amsterdam and Brussels, among others, and the European Sleeper cooperative runs a service between Brussels, Amsterdam, Berlin and Prague. Several Alpine regions now market themselves to travelers within a day’s train ride, and some give free local transport to guests who arrive by rail. You can see how that works in practice on our <a href="/actions/Switzerland">actions page for Switzerland</a>, where almost every village is reached by train, post bus or boat.</p>
<h2>Then the stay</h2>
<p>Heat pumps, solar roofs, local food and waste reduction bring accommodation emissions down quickly. Smaller guesthouses often lead the way because owners can make decisions fast and see the results on their bills. Hotels that drop imported food from their menus, replace fossil heating and stop washing towels every day can cut their footprint substantially without guests noticing any loss of comfort.</p>
<p>The harder part is everything that comes with a visitor economy: the ski lifts and snow cannons, the boats, the tour buses, the construction. Destinations that count only hotel energy will find the numbers look good long before the landscape notices.</p>
<h2>Finally, removal</h2>
<p>Removal is where nature comes in. Regions with forests, peatlands and farmland can store carbon by restoring wetlands, improving soils and letting woodland regenerate. These measures also bring back wildlife, reduce flood risk and create landscapes visitors want to see. Rewetting drained peat is one of the most effective steps, because dry peat releases carbon every year it stays dry.</p>
<p>But removal is easier to promise than to deliver. Finland, which has set a legal target to reach carbon neutrality by 2035, has seen its forest carbon sink shrink sharply in recent years as logging increased and tree growth slowed; official inventories have since shown its land sector as a net source of emissions rather than a sink. Copenhagen dropped its goal of becoming carbon neutral by 2025 after a planned carbon-capture project at its waste-to-energy plant could not be delivered in time. Both cases show why removal claims need careful checking.</p>
<ul>
<li><strong>Additional:</strong> the restoration would not have happened anyway.</li>
<li><strong>Durable:</strong> a forest that burns or is felled releases its carbon again.</li>
<li><strong>Measured independently:</strong> not estimated by those who sell the credits.</li>
<li><strong>Local:</strong> removals counted where the emissions happen, not bought in from elsewhere.</li>
</ul>
<h2>Who is committing</h2>
<p>Many tourism businesses and destinations have signed the Glasgow Declaration on Climate Action in Tourism, launched at the COP26 climate conference in 2021. Signatories commit to halving emissions by 2030, reaching net zero as soon as possible before 2050 and publishing climate action plans. It is a start, and some signatories report real progress. Others have yet to publish a plan at all.</p>
<p>A useful test for any destination’s claim is whether it publishes the numbers behind it: total emissions including visitors’ journeys, the share that comes from flights, and how each tonne of removal was measured. Where a destination shows only hotel energy, or relies on offsets bought elsewhere, the claim tells you very little.</p>
<h2>Will it work?</h2>
<p>The honest answer is that few destinations will reach carbon-negative status by 2030. But the effort is already changing how some of them plan: investing in transport before marketing, measuring before promising, and judging success by what the landscape and community gain, not by visitor numbers alone.</p>
<p>As a traveler, the most effective steps remain the simplest: travel overland where you can, fly less often and stay longer when you do, and support the places that are restoring their land.</p>`,
  },
  {
    id: 'regenerative-tourism-economy-2025',
    title: 'Regenerative Tourism Moves From Niche to Mainstream in 2025',
    summary:
      'Industry surveys show more travelers asking what their trip gives back. New standards are emerging to separate genuine impact from green marketing.',
    date: '2025-04-08',
    category: 'Industry Standards',
    image: '/images/articles/regenerative-tourism-economy-2025.svg',
    author: 'Daniel Okafor',
    content: `
<p>Only a few years ago, “regenerative tourism” was a phrase heard mostly at conferences. In 2025 it appears in national tourism strategies, hotel group reports and tour operator brochures. The question has shifted from whether travel should give back to how anyone can tell when it does. That shift is being driven by travelers, by destinations and, increasingly, by regulators.</p>
<h2>What travelers are asking for</h2>
<p>Booking platforms and tour operators report growing interest in experiences that involve local people, support conservation and avoid overcrowded places. At the same time, travelers are more sceptical. Many have seen a hotel ask them to reuse towels while running patio heaters all night, and they are wary of green badges with no explanation behind them. What they increasingly expect is clear information: who runs an experience, where the money goes and what, exactly, it restores or supports.</p>
<h2>From sustainable to regenerative</h2>
<p>Sustainable tourism aims to do less harm. Regenerative tourism aims to leave a place better: healthier ecosystems, stronger local economies and living cultures. That raises the bar, and it requires measurement over time, not a one-off certificate. A hotel can be sustainable on its own; a destination becomes regenerative only when residents, businesses and visitors pull in the same direction.</p>
<p>Destinations have been experimenting with ways to make that direction visible to visitors. Palau asks every arriving visitor to sign a pledge, stamped into their passport, to protect the islands for future generations. Iceland’s Icelandic Pledge and New Zealand’s Tiaki Promise set out what responsible behaviour looks like in each country. Hawaiʻi’s Mālama Hawaiʻi programme has invited visitors to volunteer with local organisations, with some hotels offering a free night in return. None of these are standards in themselves, but they signal a change in the relationship: visitors as guests with responsibilities, not only customers.</p>
<h2>Regulators tighten the rules on green claims</h2>
<p>The biggest change this year may come from consumer law. In 2024 the European Union adopted a directive on empowering consumers for the green transition. From September 2026 it bans generic environmental claims such as “eco-friendly” or “green” when a business cannot show recognised excellent environmental performance to back them up, and it bans sustainability labels that are not based on a certification scheme or set up by public authorities. Claims that a product has a neutral or positive climate impact based on offsetting will also be prohibited.</p>
<p>For tourism, where “eco” lodges and “green” tours are everywhere, the effect could be substantial. Businesses that cannot document their claims will have to drop them, and labels will need real criteria and independent checks behind them.</p>
<h2>The standards taking shape</h2>
<p>The Global Sustainable Tourism Council’s criteria remain the common baseline for hotels, tour operators and destinations, and certification schemes recognised or accredited against them carry more weight than self-awarded badges. Established schemes are adding criteria for community benefit and biodiversity. Meanwhile, destination-level frameworks ask businesses to report on local employment, local purchasing, restoration work and resident satisfaction, not only on energy and water.</p>
<ul>
<li>Clear, comparable indicators instead of self-awarded labels.</li>
<li>Community involvement in deciding what “better” means for a place.</li>
<li>Independent verification for the boldest claims.</li>
<li>Reporting that continues year after year, so progress can be checked.</li>
</ul>
<h2>Where Regen Points fit</h2>
<p>Our Regen Points system is one attempt to make this easy to understand. Each activity earns points according to its length, and our team can set a specific figure after reviewing an exceptional one. Each destination asks for a daily commitment according to its vulnerability: a day in a highly vulnerable country asks for more than a day in a resilient, high-income one. Every activity is reviewed before it goes live, and we publish how the numbers are calculated, so that anyone can check the arithmetic.</p>
<p>No single number can capture everything a place needs. But a shared, transparent measure makes it easier for travelers to compare options and for suppliers to be recognised for genuine work. Each country’s actions page, such as our <a href="/actions/Slovenia">suggested actions for Slovenia</a>, shows how everyday choices add up to a day’s contribution.</p>
<h2>The risks of going mainstream</h2>
<p>Success brings its own danger. When a word sells, it gets stretched. Some operators now describe any outdoor activity as regenerative, and a tree planted for every booking can mean anything from a well-managed restoration project to a sapling that dies in its first dry summer. Mainstream adoption only helps if the definition holds.</p>
<h2>What comes next</h2>
<p>Expect more destinations to link visitor fees to restoration projects, more operators to publish impact reports, and more travelers to plan trips around a few meaningful experiences rather than a long list of sights. Expect, too, that some of the boldest green claims in travel will quietly disappear as the new consumer rules approach. That would not be a loss. It would make room for the businesses that can show their work.</p>`,
  },
  {
    id: 'coral-restoration-maldives',
    title: 'Guests Become Gardeners on Maldivian Coral Nurseries',
    summary:
      'Resorts and island communities are growing heat-tolerant corals in underwater nurseries, with visitors helping to clean frames and monitor growth.',
    date: '2025-03-14',
    category: 'Marine Conservation',
    image: '/images/articles/coral-restoration-maldives.svg',
    author: 'Aisha Nazeer',
    content: `
<p>The Maldives is built on coral. Its roughly 1,200 islands sit on the rims of 26 atolls, and its beaches, fisheries and tourism all depend on the reefs around them. Those reefs have suffered repeated mass bleaching as ocean temperatures rise, including during the global bleaching event confirmed in 2024. Across the atolls, marine biologists, resort teams and local islanders are growing corals in underwater nurseries to help reefs recover, and guests are joining in.</p>
<h2>Why the reefs are struggling</h2>
<p>Corals live in partnership with tiny algae that give them their colour and most of their food. When water stays too warm for too long, corals expel the algae and turn white. If temperatures drop quickly enough, they can recover; if not, they starve. The Maldives lost a large share of its live coral cover in the 1998 bleaching event, recovered remarkably over the following years, and was hit again in 2016 and 2024. Each event leaves less time for recovery before the next.</p>
<p>Local pressures add to the strain: construction of new islands and harbours, sediment from dredging, anchors dragged across reefs and divers who touch or kick the coral. Restoration can help with the damage, but only if those pressures are controlled as well.</p>
<h2>How a coral nursery works</h2>
<p>Fragments of healthy coral, often from colonies that survived previous heatwaves, are attached to metal frames, ropes or tables in shallow water. Once they grow large enough, they are transplanted onto damaged sections of reef. Careful selection of heat-tolerant colonies gives the new corals a better chance when the next marine heatwave arrives, and planting a mix of species keeps the reef diverse.</p>
<p>Coral frames have been used in the Maldives for more than two decades, and several resorts run programmes with resident marine biologists. Research groups and government scientists monitor which methods and species survive best, and the results are shared more openly than they once were.</p>
<h2>What visitors do</h2>
<p>Under the guidance of marine biologists, guests snorkel or dive to clean algae from nursery frames, photograph fragments for growth records and help attach new pieces. Some programmes let guests sponsor a frame and receive photographs of its progress for years afterwards. Evening talks explain the science, including the limits of restoration.</p>
<blockquote>Restoration buys time for reefs. It does not replace the need to cut emissions, but it keeps the reef alive and keeps people connected to it.</blockquote>
<p>Visitors can also contribute data. Photographs of manta rays, whale sharks and turtles help researchers identify individual animals and follow them over years, and several groups in the Maldives welcome images from guests.</p>
<p>Protection and tourism can work together when the rules are clear and enforced. In Baa Atoll, a UNESCO Biosphere Reserve since 2011, manta rays gather to feed in Hanifaru Bay. Scuba diving is not allowed there, snorkellers go in with licensed guides, and the number of people in the water at one time is limited, so that the mantas keep coming back and the income keeps flowing to the atoll.</p>
<h2>Benefits beyond the reef</h2>
<p>For a long time, most tourists in the Maldives stayed on private resort islands, and local islands saw little of the income. Since the law was changed in 2009 to allow guesthouses on inhabited islands, guesthouse tourism has grown quickly, bringing income directly to island families. Several reef programmes now train young Maldivians as reef technicians and dive professionals, creating skilled jobs on local islands rather than only at resorts, and guesthouses offer snorkelling and reef programmes at lower cost, spreading the income from tourism more widely.</p>
<p>Staying on a local island comes with local customs. Inhabited islands are Muslim communities where alcohol is not served and swimwear is worn only on designated bikini beaches. Respecting those rules is part of what makes guesthouse tourism work for the people who host it.</p>
<h2>Honest limits</h2>
<p>Coral restoration is expensive and slow, and the area that can be restored by hand is tiny compared with the reefs that bleach in a single heatwave. Scientists are clear that the future of reefs depends above all on limiting warming. Restoration matters because it keeps reef patches alive in the meantime, builds local skills and gives visitors a reason to care.</p>
<h2>How to visit well</h2>
<ul>
<li>Choose operators that follow reef-safe practices and use mooring buoys rather than anchors.</li>
<li>Wear a rash guard and use mineral sunscreen; better still, cover up and use less.</li>
<li>Never stand on, touch or kick coral, and keep your fins off the reef.</li>
<li>Consider a guesthouse on a local island, and ask how your fees support reef conservation.</li>
<li>Fly less often and stay longer: the climate is the reef’s biggest threat.</li>
</ul>
<p>The same principles apply on every reef. Read how they translate to the Red Sea on our <a href="/actions/Egypt">suggested actions for Egypt</a>, where some of the world’s most heat-tolerant corals grow.</p>`,
  },
  {
    id: 'norway-arctic-wilderness',
    title: 'Protecting Norway’s Arctic Wilderness as Visitors Head North',
    summary:
      'Northern lights tourism has grown rapidly in Arctic Norway. Communities are working to balance winter income with fragile tundra, wildlife and Sámi reindeer herding.',
    date: '2025-02-05',
    category: 'Arctic Conservation',
    image: '/images/articles/norway-arctic-wilderness.svg',
    author: 'Ingrid Solberg',
    content: `
<p>Winter used to be the quiet season in Arctic Norway. Today, travelers arrive in their thousands to chase the northern lights, go whale watching in the fjords and stay in glass cabins under the stars. Tromsø, Alta and the Lofoten Islands have become winter destinations in their own right. The boom brings welcome income to small communities, and new pressures with it.</p>
<h2>A fragile landscape</h2>
<p>Arctic tundra recovers very slowly. Plants grow for only a few weeks each year, and tyre tracks, new parking areas and trampled vegetation can leave scars for decades. Snow hides much of the damage in winter, which makes it easy to forget that the ground underneath is alive. Popular viewing spots along the roads out of Tromsø have seen cars parked on verges and crowds walking across fields, to the frustration of the farmers and residents who live there.</p>
<p>Wildlife is under pressure too. Whales and seabirds can be disturbed by too many boats, and reindeer herds on their winter grazing lands are sensitive to snowmobiles, dogs and drones. A herd that is frightened off its pasture burns energy it cannot easily replace in the middle of winter.</p>
<p>Summer brings pressures of its own. In Lofoten, the boom in campervan travel has left residents dealing with litter, human waste and vehicles parked on fragile coastal meadows, and several municipalities have restricted overnight parking and camping in the most popular spots. Local volunteers have organised clean-ups, and visitors are asked to use campsites and public toilets rather than the nearest beach or lay-by.</p>
<h2>The whales that brought the crowds</h2>
<p>In recent winters, herring have gathered in the fjords north of Tromsø, and orcas and humpback whales have followed them. Whale-watching boats followed the whales. At its busiest, dozens of vessels and snorkelling tours have converged on the same fjords, and local people have complained of noise, pollution and boats crowding the animals. Norwegian authorities and operators have responded with guidelines on distance, speed and the number of boats around a group of whales, and some operators have invested in quieter electric and hybrid vessels.</p>
<h2>Sámi land and reindeer herding</h2>
<p>Much of northern Norway is Sápmi, the homeland of the Sámi people, who have herded reindeer across it for centuries. Herders move their animals between summer and winter pastures, and tourism development, roads, cabins and wind farms all compete for the same land. The conflict is not abstract: in 2021, Norway’s Supreme Court ruled that the licences for two wind farms on the Fosen peninsula violated the cultural rights of Sámi reindeer herders.</p>
<p>Sámi-owned tourism offers a different model. Families and small companies host visitors at their herding camps, serve traditional food and explain how herding works and what threatens it. The income helps families keep herding, and visitors learn the story from the people who live it rather than from a costume at a hotel show.</p>
<h2>Local solutions</h2>
<p>Municipalities are responding with designated viewing areas and parking for northern lights tours, and local guidance on where visitors are welcome. Guidelines developed with Sámi herders ask tour operators to keep away from herds and to check where animals are grazing before taking groups out by snowmobile or dog sled. Further north, Norway has tightened its environmental rules for Svalbard, restricting larger cruise ships in protected areas and setting new rules on keeping a distance from polar bears and walruses.</p>
<ul>
<li>Book small-group tours with certified guides who know the local rules.</li>
<li>Never fly a drone near reindeer, whales or bird cliffs.</li>
<li>Choose Sámi-owned experiences to learn about reindeer herding first-hand.</li>
<li>Park only in designated areas when chasing the northern lights, and never on farmland.</li>
<li>Travel north by train to Bodø or by the coastal ferry instead of flying where possible.</li>
</ul>
<h2>Getting there more gently</h2>
<p>Norway’s railway reaches as far north as Bodø on the Nordland Line, a long and beautiful journey that can be broken at towns along the way. From Bodø, ferries cross to Lofoten, and the coastal route north calls at dozens of small harbours on its way to Kirkenes. Narvik is reached by train from Sweden on the Ofoten Line. It takes longer than a flight, but the journey is part of the experience, and it arrives without adding to the pressure on small airports.</p>
<h2>Travel that sustains the north</h2>
<p>The northern lights themselves ask for nothing but darkness. Guides who drive away from the bright roads and towns, switch off their headlights and keep groups quiet give guests a better show and leave less trace behind.</p>
<p>The Arctic is warming several times faster than the global average, changing snow, sea ice and the lives of the animals that depend on them. Visitors who come slowly, stay longer and spend with local businesses help communities adapt, while those who race between photo spots add to the strain. Northern Norway is not only a winter light show: spring and autumn bring migrating birds, midnight sun and quieter roads.</p>
<p>The same ideas apply across the Nordic Arctic. Neighbouring Sweden and Finland have their own Sámi communities and their own rules for visitors; see our <a href="/actions/Sweden">suggested actions for Sweden</a> and <a href="/actions/Finland">for Finland</a>. The northern lights will still be there for those who wait.</p>`,
  },
  {
    id: 'new-zealand-maori-tourism',
    title: 'Māori-Led Tourism Shows How Guardianship Shapes Travel',
    summary:
      'Across Aotearoa New Zealand, iwi-owned businesses are sharing their stories on their own terms and reinvesting in land, language and community.',
    date: '2024-12-10',
    category: 'Cultural Preservation',
    image: '/images/articles/new-zealand-maori-tourism.svg',
    author: 'Hemi Walker',
    content: `
<p>In Aotearoa New Zealand, Māori-owned tourism businesses are among the most admired in the country. They range from guided walks and waka (canoe) journeys to marae stays, whale watching and cultural centres, and they share a principle: kaitiakitanga, the guardianship of land, water and people for future generations. Their success is changing how the whole country talks about tourism.</p>
<h2>Stories told by their owners</h2>
<p>For much of the twentieth century, Māori culture was presented to tourists by others, often reduced to a short evening performance. Today, iwi (tribes), hapū (sub-tribes) and whānau (extended families) design experiences around their own histories and places, deciding what to share and what to keep private. A guide can explain the name of a mountain, the story of an ancestor who arrived by waka, or why a stretch of coast is tapu, sacred and off limits.</p>
<p>The best-known example may be Whale Watch Kaikōura, founded in 1987 by members of Ngāti Kurī at a time when the local economy was struggling. The business became one of the town’s largest employers and showed that tourism owned by a community can be both successful and careful with the animals it depends on.</p>
<p>Rotorua has an even longer history. Māori guides have hosted visitors at its geothermal valleys since the nineteenth century, when guides such as Sophia Hinerangi and Makereti Papakura became well known far beyond New Zealand. At Whakarewarewa, residents still guide visitors through the village where they live, cook in the hot pools and bathe in the springs. Nearby, the New Zealand Māori Arts and Crafts Institute trains new generations of carvers and weavers, keeping skills alive that were once in danger of being lost.</p>
<h2>Rivers and forests as ancestors</h2>
<p>Māori guardianship is also reshaping the law. Te Urewera, a vast forested area in the North Island and the homeland of Tūhoe, was recognised in 2014 as a legal entity with its own identity, no longer a national park owned by the Crown. In 2017, the Whanganui River was recognised in law as Te Awa Tupua, an indivisible and living whole. Visitors to these places now travel through landscapes governed by the relationship between the people and the land, and many experiences are run by the iwi themselves.</p>
<h2>Profits that return to the land</h2>
<p>Many iwi-owned businesses reinvest in predator control, native tree planting, scholarships and te reo Māori language programmes. Guests are invited to take part: planting a tree, learning a few words of te reo or joining a karakia (blessing) before a walk. Because tourism income flows back into the same community, the connection between a visitor’s booking and the health of the place is unusually direct.</p>
<blockquote>When visitors understand the stories of a place, they start to care for it as we do.</blockquote>
<h2>The country’s promise</h2>
<p>The Tiaki Promise, launched in 2018, asks visitors to care for the land, sea and nature, travel safely and respect the culture. Tiaki itself is a Māori word meaning to care for and protect. International visitors also pay the International Visitor Conservation and Tourism Levy when they arrive, which rose to NZ$100 in October 2024; the money goes to conservation and tourism infrastructure.</p>
<p>Predator control is one of the biggest jobs that money supports. New Zealand’s native birds evolved without land mammals, and rats, stoats and possums introduced by people have driven many species to the brink. The national goal of becoming predator-free by 2050 depends on community groups, many of them iwi-led, setting and checking traps across the country.</p>
<p>Visitors see the results at fenced sanctuaries and offshore islands where native birds such as the takahē, kākāpō and saddleback survive, and increasingly on the mainland around them, as birds spill over the fences into surrounding neighbourhoods.</p>
<h2>How to travel respectfully</h2>
<ul>
<li>Choose experiences owned and led by Māori people; look for iwi ownership or Māori tourism networks.</li>
<li>Learn a greeting such as “kia ora” and pronounce place names correctly; it is noticed and appreciated.</li>
<li>If you are welcomed onto a marae, follow your hosts’ guidance on the pōwhiri (welcome ceremony), shoes and seating.</li>
<li>Ask before photographing people, carvings or sacred sites, and accept a no.</li>
<li>Clean your boots and gear between walks and waterways to stop pests and diseases spreading, including kauri dieback.</li>
<li>Take the Tiaki Promise to care for the land, sea and culture.</li>
</ul>
<p>You can find more ways to contribute on our <a href="/actions/New%20Zealand">suggested actions for New Zealand</a>, from staying on the tracks to supporting predator-free sanctuaries.</p>
<h2>A model others are watching</h2>
<p>The result is tourism that strengthens identity rather than diluting it. Indigenous communities from Australia to Canada and the Sámi homelands of northern Europe are watching closely, and exchanges between Indigenous tourism operators have grown. For visitors, the lesson is simple: the deepest experiences of a place are usually those its own people choose to share.</p>
<p>That is worth remembering when you plan. Leave room in your itinerary for a guided walk, a marae visit or a day on the water with a Māori-owned business, and listen more than you photograph.</p>`,
  },
  {
    id: 'wildlife-corridors-kenya',
    title: 'Community Conservancies Reopen Wildlife Corridors in Kenya',
    summary:
      'Landowners who lease their land to conservancies are giving elephants and lions room to move, funded by low-density, high-value tourism.',
    date: '2024-11-19',
    category: 'Wildlife Conservation',
    image: '/images/articles/wildlife-corridors-kenya.svg',
    author: 'Grace Wanjiru',
    content: `
<p>Kenya’s national parks and reserves are famous, but much of its wildlife lives outside them, on land owned by communities and families. As fences, farms and settlements spread, the routes that elephants, lions and wildebeest use to reach water and grazing have narrowed. Community conservancies are working to keep them open, and tourism pays much of the bill.</p>
<h2>How conservancies work</h2>
<p>In a conservancy, landowners pool their land and set it aside for wildlife, usually alongside livestock grazing. Around the Maasai Mara, thousands of Maasai landowners lease their plots to conservancies that partner with a small number of safari camps. Guests pay conservation fees for each night they stay, and those fees fund monthly lease payments to the landowners, rangers and community projects such as schools, bursaries and health programmes.</p>
<p>In northern Kenya, the Samburu, Borana, Rendille and other pastoral communities run conservancies of their own across a huge area of rangeland. Across the country, the Kenya Wildlife Conservancies Association brings together conservancies on community, group and private land.</p>
<h2>Corridors that connect</h2>
<p>Conservancies that border each other form corridors linking larger protected areas. Around the Mara, the conservancies roughly double the area open to wildlife beyond the reserve itself. In the south, land between Amboseli and the Tsavo parks is a vital passage for elephants moving between the two ecosystems. GPS collars fitted by researchers show elephants using these corridors, often moving at night to avoid people.</p>
<p>Keeping corridors open reduces conflict. When wildlife can reach water and grazing without crossing farms, fewer crops are raided and fewer animals are killed in retaliation. Populations of lions, elephants and wild dogs stay connected, which keeps them genetically healthy.</p>
<p>Elephants are a measure of progress. Kenya’s national wildlife census in 2021 counted more than 36,000 elephants, more than twice the number in 1989, when poaching had brought the population to its lowest point. Much of that recovery depends on animals being able to move safely across land outside the parks, where conservancies, community rangers and landowners decide whether elephants are tolerated or driven away.</p>
<h2>Low density, high value</h2>
<p>The tourism model in most conservancies is deliberately small. Camps are few, vehicles per sighting are limited and off-road driving is controlled. Guests pay more than in a crowded reserve, but they see wildlife without a ring of minibuses around every lion, and more of what they pay stays with the landowners.</p>
<p>A typical day in a conservancy looks different from a day in a busy reserve. Walking safaris with a Maasai guide, night drives where they are allowed, visits to a community school or a women’s beadwork group, and evenings with rangers who patrol the same land: the experience is built around the people who keep the land open, not only the animals on it.</p>
<ul>
<li>Low visitor numbers mean less disturbance and a better experience.</li>
<li>Maasai and Samburu guides share deep knowledge of the land and its animals.</li>
<li>Lease payments give families a steady income, including in dry years when livestock struggles.</li>
<li>Conservancy rangers, many of them women in newer teams, are hired from local communities.</li>
</ul>
<p>In Amboseli, a community ranger unit known as Team Lioness, made up of young Maasai women, patrols the group ranch land around the park. Its rangers respond to conflicts between wildlife and livestock, gather information on poaching and have become role models in communities where such jobs were traditionally held by men. Tourists who visit the area’s conservancies help pay for work like theirs.</p>
<h2>Challenges remain</h2>
<p>The model is not without problems. Drought hits pastoral families and wildlife alike, and during the severe drought of 2021 to 2023, livestock and wildlife losses were heavy. Land subdivision and sales make it harder to keep large blocks together. Income is not always shared evenly, and some community members feel that conservancies serve outside investors more than the people who own the land.</p>
<p>There are also harder questions. Conservancies in northern Kenya have been criticised over their relationships with security forces and over a large soil carbon project, and human rights groups have raised concerns about consent. Conservancies work best when communities govern them, have access to clear information and see direct benefits. Where those conditions are missing, the model loses legitimacy.</p>
<h2>What tourism revenue depends on</h2>
<p>The pandemic showed how fragile the model can be. When travel stopped in 2020, conservation fees dried up overnight, and lease payments depended on emergency funding. Several conservancies have since tried to diversify their income, through livestock programmes, beadwork and other enterprises, so that conservation does not rely entirely on the next booking.</p>
<h2>How travelers can help</h2>
<p>Choose camps in community conservancies, and ask how conservation fees are shared and who decides. Stay longer, which supports more local jobs and lets you see more than the famous reserves. Hire local guides, buy beadwork and crafts from women’s groups, and follow the guides’ rules on distance and off-road driving.</p>
<p>The same principles apply elsewhere in East Africa. In Uganda, gorilla trekking permits fund park protection and a share goes to communities living around the parks; see our <a href="/actions/Uganda">suggested actions for Uganda</a> for practical ways to make a visit count.</p>`,
  },
  {
    id: 'alpine-reforestation-switzerland',
    title: 'Replanting Mountain Forests That Protect Swiss Villages',
    summary:
      'Protection forests shield alpine villages from avalanches and rockfall. Volunteers and visitors are helping to plant climate-resilient species at altitude.',
    date: '2024-10-03',
    category: 'Reforestation',
    image: '/images/articles/alpine-reforestation-switzerland.svg',
    author: 'Lea Brunner',
    content: `
<p>Around half of Switzerland’s forests are protection forests: they hold snow in place, catch falling rocks and slow down landslides above roads, railways and villages. Without them, many mountain communities would need far more avalanche barriers and rockfall nets, at enormous cost, or could not exist at all. Storms, bark beetles and drought have left gaps in many of these forests, and replanting at altitude is hard, slow work.</p>
<h2>Why the forests are struggling</h2>
<p>Much of the protection forest in the Alps is dominated by Norway spruce, a tree that grows well in cool, moist conditions. Hotter, drier summers weaken it, and weakened trees are easy targets for the spruce bark beetle, whose outbreaks can kill whole stands in a few seasons. Storms such as Vivian in 1990 and Lothar in 1999 flattened large areas of forest, and the gaps they left took decades to close.</p>
<p>Deer and chamois add to the problem. Where there are many of them and few predators, they browse young trees, especially fir, before they can grow out of reach. In some forests, seedlings sprout every year but very few survive to become trees. The return of the wolf and lynx to parts of the Alps may change that balance, but it remains controversial among farmers and hunters.</p>
<h2>Planting for a warmer future</h2>
<p>Foresters are choosing a wider mix of species, including larch, silver fir, sycamore maple and other broadleaves, that are better able to cope with hotter summers than spruce alone. A mixed forest is also more resilient: if one species struggles, the others still hold the slope. Saplings are planted in sheltered spots behind stumps or rocks, where snow does not press them flat, and protected from browsing deer with fencing or individual guards.</p>
<p>Where possible, foresters rely on natural regeneration, encouraging seedlings that sprout on their own, because trees that grow from local seed are adapted to the site. Planting fills the gaps where natural regeneration fails or where a protection function is needed quickly.</p>
<h2>Visitors lend a hand</h2>
<p>The Bergwaldprojekt, or Mountain Forest Project, founded in Switzerland in 1987, organises volunteer weeks in which people from all walks of life work in mountain forests under the guidance of trained project leaders and local foresters. Volunteers plant trees, build fences against browsing, clear scrub, maintain paths and repair the wooden structures that hold snow on the steepest slopes. The project now runs volunteer weeks in several other countries as well.</p>
<p>Mountain communities, including villages in the Lower Engadine, also invite guests to help with forest and landscape work in spring and autumn. Volunteers carry saplings up steep slopes, repair fences and learn from foresters why each tree matters.</p>
<blockquote>Every tree we plant today protects the village my grandchildren will live in.</blockquote>
<p>These weeks are physically demanding and deeply rewarding. They also give visitors a glimpse of village life beyond the ski season, and bring income to guesthouses and restaurants when they need it most.</p>
<h2>Villages that are reviving</h2>
<p>The forest is only one part of the picture. Many high villages have lost young people to the cities, and abandoned terraces and meadows are turning into scrub. In Tschlin, in the Lower Engadine, residents and visitors work together to restore terraces, reopen workshops and welcome new families. A stay that combines forest work with village life keeps money in the valley and gives visitors a far deeper understanding of the place.</p>
<p>You can join the village project through our Revive Tschlin experience, or take part in a citizen-science hike that records how glaciers are changing; both are listed among our <a href="/experiences/Switzerland">regenerative experiences in Switzerland</a>.</p>
<h2>Why it matters beyond Switzerland</h2>
<p>Protection forests exist across the Alps, in Austria, Italy, France, Germany and Slovenia, and many face the same pressures. The solutions being tested in Switzerland, from species mixing to careful deer management and volunteer programmes, are watched closely by foresters in neighbouring countries. Mountain forests also store carbon, hold water and provide habitat for capercaillie, woodpeckers and many other species, so their health matters far beyond the villages they protect.</p>
<p>They also show the limits of engineering. Steel snow bridges and nets can stabilise a slope, but they need maintenance for ever and do nothing for wildlife or water. A healthy forest does the same job, repairs itself and grows more valuable with time.</p>
<h2>How to take part</h2>
<p>Travelers interested in joining can look for forest volunteer programmes run by local forestry services and mountain aid organisations. Some ask for a week’s commitment, others for a single day. No experience is needed, but good fitness and sturdy boots are.</p>
<ul>
<li>Travel car-free by Swiss rail and PostBus; almost every village is reached by public transport.</li>
<li>Stay in local guesthouses rather than chain hotels, and eat in village restaurants.</li>
<li>Keep to paths in young forests, where trampled seedlings do not recover.</li>
<li>Respect wildlife rest zones in winter, which protect animals when food is scarce.</li>
</ul>
<p>For more ways to contribute, see our <a href="/actions/Switzerland">suggested actions for Switzerland</a>.</p>`,
  },
  {
    id: 'portugal-blue-economy',
    title: 'Portugal’s Fishing Towns Chart a Blue Economy Future',
    summary:
      'Coastal communities are combining small-scale fishing, marine reserves and seafood tourism to keep harbours working and seas healthy.',
    date: '2024-08-22',
    category: 'Community Development',
    image: '/images/articles/portugal-blue-economy.svg',
    author: 'Rui Carvalho',
    content: `
<p>Portugal has one of the largest sea areas in Europe and a long fishing tradition. Portuguese people eat more fish per person than almost anyone else in Europe, and harbour towns from Viana do Castelo to Olhão grew up around the catch. Many of these towns have struggled as fish stocks declined and young people moved away. A new approach, often called the blue economy, aims to make the sea both a source of livelihoods and a place of recovery.</p>
<h2>The sardine lesson</h2>
<p>Few fish are as bound up with Portuguese identity as the sardine, grilled on street corners during the summer festivals of Lisbon and Porto. In the 2010s, the Iberian sardine stock fell to historic lows, and Portugal and Spain imposed strict catch limits, including periods when fishing was almost entirely closed. Fishers lost income, and prices rose. Since then, the stock has recovered, and catches have been allowed to increase again under a management plan.</p>
<p>For many fishing communities, the episode was a hard lesson in the value of managing fish stocks before they collapse, rather than after. It also showed how quickly the sea can recover when pressure is reduced.</p>
<p>Visitors play a part in that story without knowing it. Demand for sardines peaks during the June festivals, and restaurants that serve them out of season often rely on frozen or imported fish. Eating sardines in summer, when they are fat and local, and choosing other species the rest of the year, follows the rhythm the fishery depends on.</p>
<h2>Fishers as guides</h2>
<p>In several towns, fishers now take visitors out on their boats for a morning at sea, explaining traditional methods, seasonal catches and the rules of nearby marine reserves. The extra income allows them to fish less intensively, and visitors gain a real understanding of where their dinner comes from. On beaches in central Portugal, such as Praia da Vieira and Costa Nova, arte xávega, a traditional form of beach-seine fishing, still brings boats and nets up onto the sand, and visitors can watch the catch being landed.</p>
<h2>Reserves that pay off</h2>
<p>Portugal has created several marine protected areas along its coast. The Arrábida marine park near Setúbal, named after the marine biologist Luiz Saldanha, protects rocky reefs and seagrass beds where fish, octopus and cuttlefish have recovered. The Berlengas archipelago, off Peniche, is a UNESCO Biosphere Reserve with restrictions on fishing and visitor numbers. In 2021, the Pedra do Valado reef off the Algarve became a marine natural park, created after years of work with local fishers and scientists.</p>
<p>Where fishers were involved in designing the rules, support for protection has grown. Reserves work best when local people see the benefits: more fish at the edges of the protected area, more visitors for diving and snorkelling, and a healthier sea for the next generation.</p>
<p>The Ria Formosa, a lagoon system along the eastern Algarve coast protected as a natural park, shows what is at stake. Its channels, salt marshes and seagrass meadows are nurseries for fish and seahorses, and many local families make a living harvesting clams and oysters in its shallows. Researchers at the University of the Algarve have worked on replanting seagrass there, and boat trips with local skippers, rather than large speedboats, let visitors explore the lagoon without churning up its seabed.</p>
<h2>The Azores and Madeira</h2>
<p>Portugal’s island regions are also investing in the sea. In the Azores, the Blue Azores programme, a partnership between the regional government and foundations, has been preparing a network of marine protected areas. Whale watching has replaced whaling as a source of income: the last sperm whale was caught in the Azores in the 1980s, and former whaling lookouts now guide boats to the whales. Madeira’s Selvagens Islands are among the most strictly protected marine areas in Europe.</p>
<h2>What the blue economy includes</h2>
<ul>
<li>Seafood markets and restaurants that buy from local boats and name their fishers.</li>
<li>Kayak and snorkel trips in marine reserves with certified guides.</li>
<li>Community festivals that celebrate sardines, cod and coastal culture.</li>
<li>Seaweed and shellfish farming that does not need feed or fertiliser.</li>
<li>Research and monitoring jobs for young people in coastal towns.</li>
</ul>
<h2>Challenges</h2>
<p>The blue economy is not automatically sustainable. Offshore energy, aquaculture and coastal development all compete for space, and fishers worry about being squeezed out. Tourism brings its own pressures: crowded beaches, construction on the coast and water shortages in the drought-prone south. Portugal’s coastal towns need income, but they also need housing that residents can afford, a problem made worse in some places by short-term rentals.</p>
<h2>What visitors can do</h2>
<p>Eat the catch of the day rather than imported species, choose restaurants that name their fishers and join coastal clean-ups. Visiting in spring or autumn spreads income through the year and eases summer pressure on small towns. Choose licensed accommodation, save water in the Algarve and Alentejo, and walk the coast on marked trails such as the Rota Vicentina rather than trampling dunes and cliff tops.</p>
<p>For more practical steps, see our <a href="/actions/Portugal">suggested actions for Portugal</a>, from whale watching with certified operators in the Azores to supporting the schist villages of the interior.</p>`,
  },
  {
    id: 'scotland-peatland-restoration',
    title: 'Scotland’s Peatlands Are Being Rewetted, One Dam at a Time',
    summary:
      'Peat bogs store vast amounts of carbon. Restoration teams are blocking old drains to bring them back to life, and visitors can see the results on new boardwalk trails.',
    date: '2024-07-09',
    category: 'Wetland Conservation',
    image: '/images/articles/scotland-peatland-restoration.svg',
    author: 'Callum MacLeod',
    content: `
<p>More than a fifth of Scotland is covered in peat, and these boggy landscapes store an estimated 1.6 billion tonnes of carbon, many times more than all of the country’s forests. But centuries of drainage, overgrazing, burning and forestry planting have dried many of them out. Damaged peat releases carbon into the air and washes into rivers, turning one of the country’s great carbon stores into a source of emissions. Restoration teams are now working to reverse that, one blocked drain at a time.</p>
<h2>How peat is made</h2>
<p>Peat forms where the ground is so wet that dead plants do not fully decay. Over thousands of years, layers of partly decomposed sphagnum moss, sedges and heather build up, often several metres deep. A healthy bog grows by only about a millimetre a year. That is why damaged peat cannot simply be replaced: the carbon stored in a metre of peat took around a thousand years to accumulate.</p>
<p>Sphagnum is the bog-builder. Its cells hold many times their own weight in water, keeping the bog wet and acidic, which slows decay. Where sphagnum thrives, the bog grows; where it dries out, the peat begins to crack, erode and oxidise.</p>
<h2>How rewetting works</h2>
<p>Restoration teams block old drainage ditches with peat dams or plastic piling, reprofile eroding banks known as hags so they can revegetate, and cover bare peat with heather brash or sphagnum. On former forestry plantations, conifers planted on deep peat are removed so the bog can recover. Within a few years, water levels rise, moss spreads and the bog begins to grow again.</p>
<p>Much of the work is done by specialist contractors, often small local firms using low-ground-pressure diggers that can move across the bog without sinking. The Peatland ACTION programme, run by NatureScot and partners, has funded projects across Scotland since 2012, and the Scottish Government has committed £250 million over ten years to restore 250,000 hectares of degraded peatland by 2030.</p>
<h2>Benefits for people and wildlife</h2>
<p>Healthy peatlands slow floodwaters, filter drinking water and provide homes for golden plover, dunlin, greenshank, otters and dragonflies. Wet bogs are also less likely to burn, an increasing concern as dry springs bring more wildfires to the uplands.</p>
<p>Water companies have taken notice. When peat erodes, it stains rivers brown with dissolved carbon that has to be removed before the water can be drunk. Scottish Water supports peatland restoration in the catchments of some of its reservoirs, because a wet, healthy bog delivers cleaner water to the treatment works.</p>
<p>In the Flow Country of Caithness and Sutherland, the largest expanse of blanket bog in Europe, restoration has become part of the local economy. The area has been nominated for World Heritage status, recognising it as one of the most extensive and intact blanket bog systems anywhere. Decades ago, parts of it were drained and planted with conifers; today, many of those plantations are being removed and the bog restored.</p>
<ul>
<li>Boardwalks let visitors walk on the bog without damaging it.</li>
<li>Local guides explain the bog’s wildlife, history and the work to restore it.</li>
<li>Restoration creates skilled rural jobs in remote areas.</li>
</ul>
<h2>Forsinard and the Flows</h2>
<p>At Forsinard, RSPB Scotland manages a large reserve in the heart of the Flow Country. The visitor centre is in the old station building, so visitors can arrive by train. The Dubh Lochan Trail, a flagstone path across the bog, passes pools full of dragonflies and sundews, and the Flows Lookout Tower gives a view across the bog towards the mountains. In early summer, greenshank and golden plover breed on the open bog; in autumn, the colours turn to russet and gold.</p>
<h2>Travel there by train</h2>
<p>Slow travel to the far north is its own reward. The Far North Line from Inverness to Thurso and Wick crosses some of the wildest bog country in Europe, stopping at small stations including Forsinard. The journey takes several hours and passes firths, straths and open moorland, with deer often seen from the window. Combine it with the Caledonian Sleeper from London to Inverness, and you can reach the Flow Country without getting into a car or a plane.</p>
<h2>Challenges</h2>
<p>Restoration is slow, and some sites take many years to recover fully. Funding depends on public money and, increasingly, on carbon finance through the Peatland Code, which allows businesses to fund restoration in exchange for verified carbon units. That has raised questions about who benefits from the land and whether local communities share in the returns. Landowners, crofters and communities need a fair say in what happens to the land around them.</p>
<h2>Visiting responsibly</h2>
<p>Stay on paths and boardwalks, as peat is easily damaged and bogs can be dangerous. Keep dogs on leads during the bird breeding season, from April to July. Never light fires on peat, even in apparently wet conditions. At home, choose peat-free compost, one of the simplest ways to reduce demand for peat extraction.</p>
<p>For more practical steps, see our <a href="/actions/United%20Kingdom">suggested actions for the United Kingdom</a>, from walking the national trails to joining a beach clean.</p>`,
  },
  {
    id: 'barcelona-superblocks-urban-regeneration',
    title: 'Superblocks Give City Streets Back to People',
    summary:
      'Barcelona’s superblocks turn traffic lanes into squares, trees and play spaces. Other cities are following, and visitors are discovering calmer, greener neighbourhoods.',
    date: '2024-05-28',
    category: 'Urban Regeneration',
    image: '/images/articles/barcelona-superblocks-urban-regeneration.svg',
    author: 'Laia Puig',
    content: `
<p>In Barcelona’s Eixample district, some intersections that once carried constant traffic are now shaded squares with benches, planters and children’s games. These are the city’s superblocks, or superilles: groups of blocks where through traffic is redirected to the perimeter and the inner streets are given back to people. The idea is simple, the effects are striking, and other cities are paying attention.</p>
<h2>Where the idea came from</h2>
<p>The superblock concept was developed by the urban ecologist Salvador Rueda and the Urban Ecology Agency of Barcelona. The Eixample, laid out by Ildefons Cerdà in the nineteenth century, is a grid of square blocks with chamfered corners. Rueda’s insight was that the grid could be reorganised: group nine blocks together, route traffic around the outside and turn the streets inside into shared space where pedestrians come first and vehicles move at walking pace.</p>
<p>The first superblocks appeared in the Gràcia district, and the one in Poblenou, introduced in 2016, became the best known. It was controversial at first, with residents and businesses worried about access and deliveries, but the new spaces quickly filled with people. Another superblock followed in Sant Antoni, around the neighbourhood’s restored market.</p>
<h2>Green axes through the Eixample</h2>
<p>In 2020, the city launched a more ambitious plan for the Eixample: a network of green axes, streets where pedestrians have priority, and new squares at their intersections. The first four green axes, including Consell de Cent, opened in 2023, with trees, plants, benches and play spaces where traffic lanes used to be. Surfaces that let rain soak into the ground replaced asphalt in many places, helping with drainage and cooling.</p>
<h2>Quieter, cooler, healthier</h2>
<p>With fewer cars, noise and air pollution fall, and new trees and planting help cool the streets during hot summers. Barcelona, like many Mediterranean cities, faces heatwaves that are becoming more frequent and more severe, and shade is a health issue, not only a comfort. Studies by the Barcelona Institute for Global Health have estimated that a full superblock network could prevent hundreds of premature deaths each year, mainly by reducing air pollution, noise and heat.</p>
<p>Local shops and cafés have gained space for terraces, and residents use the squares for markets, concerts and everyday meeting. Children play in streets that were once too dangerous. Older people have places to sit and talk.</p>
<p>For visitors, the change is easy to feel. Walk down Consell de Cent on a summer afternoon and compare it with a parallel street still full of traffic: the air is cooler under the trees, conversations carry, and people linger instead of hurrying past. It is the same grid, the same buildings and the same city, organised around a different idea of what a street is for.</p>
<h2>The question of who benefits</h2>
<p>Not everything is rosy. Some residents of surrounding streets worry that traffic has been pushed onto their doorsteps. Others fear that rising rents around the new green axes will price out the very people the changes were meant for. Urban regeneration that is not accompanied by housing protection can become a driver of gentrification.</p>
<h2>A lesson for tourist cities</h2>
<p>Barcelona is also one of Europe’s most visited cities, and residents have long struggled with overcrowding in the old town and around famous sights. Protests against mass tourism, rising rents and the spread of holiday flats have grown louder, and the city has taken steps to limit new tourist accommodation and manage crowds at popular sites.</p>
<p>Superblocks show that urban regeneration should serve residents first. Visitors who explore these neighbourhoods respectfully discover a calmer side of the city: local markets, neighbourhood bars, squares where children play. Spreading visitors into the Eixample, Poblenou, Sant Antoni and Gràcia, and away from the busiest parts of the old town, can ease pressure where it is most intense, as long as visitors behave as guests in residential streets.</p>
<ul>
<li>Explore on foot, by bike or by metro rather than by tour bus.</li>
<li>Spend with neighbourhood shops, markets and family-run restaurants.</li>
<li>Keep noise down in residential streets, especially at night.</li>
<li>Choose licensed accommodation, and avoid flats that take homes off the market for residents.</li>
<li>Visit famous sights early or late with timed tickets, and leave time for ordinary neighbourhoods.</li>
</ul>
<h2>Spreading the idea</h2>
<p>Cities across Europe are testing their own versions. Vienna has experimented with a “Supergrätzl” in its Favoriten district. Paris has pedestrianised streets around schools and along the Seine. Many cities have used the pandemic years to try out new cycle lanes and car-free streets, and some have kept them. The idea is spreading: streets are for living, not just for passing through.</p>
<p>Barcelona is also a gateway to the rest of Spain, where high-speed trains can replace short flights and the interior’s villages need visitors far more than the coast. See our <a href="/actions/Spain">suggested actions for Spain</a> and the <a href="/experiences/Spain">regenerative experiences in Spain</a>, from dune restoration on the Atlantic coast to a walk with the tuna fishermen of Barbate.</p>`,
  },
];

/** The 12 news articles, newest first (docs/spec/public-site.md §2, §3). */
export const newsArticles: readonly NewsArticle[] = newsArticleSources.map((source) => ({
  ...source,
  readMinutes: readMinutes(source.content),
  readTime: readTimeLabel(source.content),
}));

/** An article without its body: what the news list shows. */
export type NewsArticleCard = Omit<NewsArticle, 'content'>;

export function newsArticleCards(): NewsArticleCard[] {
  return newsArticles.map(({ content: _content, ...card }) => card);
}

export function findNewsArticle(id: string): NewsArticle | undefined {
  return newsArticles.find((a) => a.id === id);
}
