import type { DestinationCountry } from '@regen/shared/countries';

export interface CountryProfile {
  /** One line under the country name. */
  tagline: string;
  /** Two or three short paragraphs, plain text. */
  paragraphs: readonly string[];
  /** Illustration shipped in client/public/images. */
  image: string;
}

/** A written blurb for each of the 37 destination countries. */
export const countryProfiles: Readonly<Record<DestinationCountry, CountryProfile>> = {
  Albania: {
    tagline: 'Wild rivers, mountain villages and an unspoilt Ionian coast',
    image: '/images/countries/albania.svg',
    paragraphs: [
      'Albania is one of Europe’s last great wild places. The Vjosa, protected in 2023 as Europe’s first wild river national park, flows free from the Pindus mountains to the Adriatic, and the Accursed Mountains in the north are laced with shepherd trails between stone villages such as Theth and Valbona.',
      'Tourism is growing fast here, which makes the choices of each visitor count. Family guesthouses, local guides and farm-to-table kitchens keep income in rural communities that young people have long been leaving.',
      'Travel slowly: walk the Peaks of the Balkans trail, stay in a kulla tower house and visit the Ionian coast outside July and August, when beaches and water supplies are under the most pressure.',
    ],
  },
  Australia: {
    tagline: 'Ancient landscapes cared for by the world’s oldest living cultures',
    image: '/images/countries/australia.svg',
    paragraphs: [
      'Australia holds the Great Barrier Reef, the Daintree rainforest, red desert heartlands and temperate forests of giant eucalypts. For more than 60,000 years Aboriginal and Torres Strait Islander peoples have cared for this Country, and their knowledge shapes how many landscapes are managed today.',
      'Bushfires, heat and coral bleaching show how exposed these ecosystems are. Visitors can help by choosing eco-certified operators, joining Indigenous-guided experiences and supporting Landcare groups that replant habitat for koalas and other wildlife.',
    ],
  },
  Austria: {
    tagline: 'Alpine meadows, mountain farms and trains to every valley',
    image: '/images/countries/austria.svg',
    paragraphs: [
      'Austria’s Alps are a patchwork of high pastures, larch forests and glacier valleys, kept open for centuries by mountain farmers. Many villages have joined the Alpine Pearls network, promising car-free holidays where trains and buses take you to the trailhead.',
      'Regenerative travel here means supporting that farming culture: stay on a working farm, buy cheese from the alp, and join meadow restoration days that keep wildflowers and insects thriving on the slopes.',
      'Vienna, Salzburg and Graz are easy to reach by rail, and night trains connect Austria with much of Europe, so you can leave the plane behind.',
    ],
  },
  Belgium: {
    tagline: 'Compact, walkable cities and the quiet forests of the Ardennes',
    image: '/images/countries/belgium.svg',
    paragraphs: [
      'Belgium packs medieval cities, art and a famous food culture into a small, rail-connected country. Ghent and Leuven have transformed their centres for people on foot and on bikes, and Brussels is greening its streets and canals.',
      'In the south, the Ardennes offer beech forests, river valleys and the Hoge Kempen National Park, where heathland and pine forest are being restored. Local breweries, chocolatiers and market gardeners welcome visitors who want to meet the people behind the products.',
    ],
  },
  Bulgaria: {
    tagline: 'Rose valleys, bear forests and Black Sea dunes',
    image: '/images/countries/bulgaria.svg',
    paragraphs: [
      'Bulgaria is home to some of Europe’s richest wildlife: brown bears and wolves in the Rhodopes, vultures returning to the Eastern Rhodopes thanks to rewilding, and wetlands along the Danube full of pelicans.',
      'Village guesthouses in the Balkan and Rila mountains, traditional crafts and the rose harvest in the Kazanlak valley offer a way to travel that sustains rural life. Choosing these over large Black Sea resorts helps protect the coastline’s remaining dunes.',
    ],
  },
  Croatia: {
    tagline: 'Island life, karst lakes and a coast worth protecting',
    image: '/images/countries/croatia.svg',
    paragraphs: [
      'Croatia’s thousand islands, clear Adriatic waters and the travertine lakes of Plitvice draw millions of visitors a year. Dubrovnik and Split have introduced limits on cruise ships and crowds to protect their old towns and residents.',
      'Travel in spring or autumn, take the ferries and stay on smaller islands such as Vis or Lastovo, where family-run konobas, olive groves and marine protected areas depend on respectful visitors.',
      'Inland, Gorski Kotar and Lika offer forests, caves and wildlife far from the crowds.',
    ],
  },
  Cyprus: {
    tagline: 'Mountain monasteries, turtle beaches and village traditions',
    image: '/images/countries/cyprus.svg',
    paragraphs: [
      'Cyprus is more than its resort coast. The Troodos mountains hide painted Byzantine churches, vineyards and stone villages, and the Akamas peninsula is one of the Mediterranean’s key nesting grounds for green and loggerhead turtles.',
      'Water is precious on the island, so short showers and careful use matter. Agrotourism houses in mountain villages, local halloumi makers and turtle conservation volunteers are the best ways to leave a positive mark.',
    ],
  },
  'Czech Republic': {
    tagline: 'Sandstone rocks, historic towns and a dense rail network',
    image: '/images/countries/czech-republic.svg',
    paragraphs: [
      'Beyond Prague, the Czech Republic is a land of sandstone towers in Bohemian Switzerland, the forests of Šumava and wine villages in South Moravia. Its trains and buses reach almost every town, making car-free travel easy.',
      'Spreading visits beyond the capital relieves pressure on Prague’s centre and supports smaller communities. Try a cycle route along the Moravian wine trails or volunteer with groups restoring forests damaged by bark beetle.',
    ],
  },
  Denmark: {
    tagline: 'Bicycle cities, wind power and a wild west coast',
    image: '/images/countries/denmark.svg',
    paragraphs: [
      'Denmark has built its cities around the bicycle and its energy around the wind. Copenhagen aims to be carbon neutral, and its harbour is clean enough to swim in.',
      'On the west coast, the Wadden Sea national park is a UNESCO site where millions of migrating birds rest. Eco-labelled hotels, organic food and an easy rail network make it simple to travel lightly across the islands.',
    ],
  },
  Egypt: {
    tagline: 'The Nile, the desert and the reefs of the Red Sea',
    image: '/images/countries/egypt.svg',
    paragraphs: [
      'Egypt’s history stretches along the Nile, from the pyramids of Giza to the temples of Luxor and Aswan. Beyond the monuments lie the White Desert, the Siwa oasis and the coral reefs of the Red Sea, among the most heat-tolerant in the world.',
      'Tourism supports millions of Egyptian families. Licensed local guides, Nubian guesthouses, felucca sailors and artisan cooperatives turn your visit into direct income, while reef-safe diving and less plastic protect fragile ecosystems.',
      'As a highly vulnerable destination, Egypt asks for a larger Regen Points commitment per day: a chance to make each day of travel count.',
    ],
  },
  Estonia: {
    tagline: 'Bogs, islands and a digital nation in the forest',
    image: '/images/countries/estonia.svg',
    paragraphs: [
      'Half of Estonia is forest, and much of the rest is bog, coast and islands. Boardwalks lead across raised bogs in Soomaa, famous for its “fifth season” of spring floods, and Lahemaa protects manor houses, fishing villages and old-growth forest.',
      'Tallinn’s medieval old town is compact, and free public transport for residents has made the city a model for others. Rural homestays, sauna traditions and island farms on Saaremaa and Muhu offer a calm, low-impact way to travel.',
    ],
  },
  Finland: {
    tagline: 'Lakes, forests and the right to roam',
    image: '/images/countries/finland.svg',
    paragraphs: [
      'Finland has around 188,000 lakes and forests that cover three quarters of the land. Everyman’s right lets visitors walk, pick berries and paddle freely, as long as they respect nature and people’s homes.',
      'In Lapland, Sámi culture and reindeer herding are under pressure from climate change and land use; choose Sámi-owned experiences and avoid disturbing the herds. Night trains from Helsinki reach the Arctic Circle, and many lakeside cabins run on renewable energy.',
    ],
  },
  France: {
    tagline: 'Regional food, long-distance trails and fast trains',
    image: '/images/countries/france.svg',
    paragraphs: [
      'France is the world’s most visited country, and much of that attention lands on a few places. Its regions offer an alternative: the volcanoes of Auvergne, the gorges of the Cévennes, the wetlands of the Camargue and thousands of kilometres of cycle routes.',
      'High-speed trains link Paris with the regions, and some short domestic flights are banned where a train exists. Weekly markets, vineyards that welcome harvest helpers and Clef Verte-certified stays let visitors support local producers directly.',
    ],
  },
  Germany: {
    tagline: 'Rail passes, river cycle paths and wild national parks',
    image: '/images/countries/germany.svg',
    paragraphs: [
      'Germany combines lively cities with quiet landscapes: the Bavarian Forest, where nature is left to itself, the chalk cliffs of Jasmund, and long cycle paths along the Elbe, Danube and Rhine.',
      'The Deutschlandticket makes regional trains and local transport across the country affordable, and organic and regional food is easy to find. Visiting smaller towns and staying in eco-certified hotels spreads the benefits of tourism well beyond Berlin and Munich.',
    ],
  },
  Greece: {
    tagline: 'Islands, ancient sites and mountain villages beyond the beaches',
    image: '/images/countries/greece.svg',
    paragraphs: [
      'Greece welcomes more than 30 million visitors a year, many in a few summer weeks on a handful of islands. Water shortages, wildfires and overcrowding are the result, and travellers can ease them by visiting in spring or autumn.',
      'Away from the busiest spots, the Zagori villages of Epirus, the olive groves of the Peloponnese and small islands such as Ikaria and Sifnos offer hiking, traditional food and family-run guesthouses that rely on thoughtful visitors.',
    ],
  },
  Hungary: {
    tagline: 'Thermal springs, the great plain and Lake Balaton',
    image: '/images/countries/hungary.svg',
    paragraphs: [
      'Hungary’s Great Plain, the Puszta, is a mosaic of grasslands, fishponds and wetlands protected in Hortobágy National Park, home to cranes, great bustards and traditional herders.',
      'Budapest’s thermal baths and the wine regions of Tokaj and Villány attract many visitors. Cycling around Lake Balaton, staying in village guesthouses and tasting local wine and paprika help keep rural economies alive.',
    ],
  },
  Iceland: {
    tagline: 'Fire, ice and a landscape that is still being made',
    image: '/images/countries/iceland.svg',
    paragraphs: [
      'Iceland is a young land of volcanoes, glaciers, black-sand beaches and geothermal springs. Its electricity and heating come almost entirely from renewable hydro and geothermal sources.',
      'Fragile moss and soils take decades to recover from a single footprint, so staying on marked paths matters. Travel by bus or in small groups, spread your visit beyond the Golden Circle and the south coast, and take the Icelandic Pledge to travel responsibly.',
    ],
  },
  India: {
    tagline: 'Mangroves, mountains and living traditions',
    image: '/images/countries/india.svg',
    paragraphs: [
      'India stretches from the Himalaya to the mangroves of the Sundarbans and the backwaters of Kerala. Its cultures, languages and cuisines change every few hundred kilometres, and community-based tourism is flourishing in villages from Ladakh to Kutch.',
      'Homestays, women-led craft cooperatives and village restoration projects keep income where visitors travel. Trains connect most of the country, and choosing them over short flights is both a lower-carbon and a richer way to travel.',
      'Our sample experiences in India include planting mangroves with a Sundarbans village crew and spending a morning with a weaving cooperative in Kutch.',
    ],
  },
  Ireland: {
    tagline: 'Green coasts, bogs and the warmth of small towns',
    image: '/images/countries/ireland.svg',
    paragraphs: [
      'Ireland’s Wild Atlantic Way runs along cliffs, bays and islands, while its midlands hold raised bogs that store large amounts of carbon and are now being rewetted after decades of peat cutting.',
      'Greenways for walking and cycling follow old railway lines, and community festivals, traditional music sessions and local food producers give small towns their character. Visiting in the shoulder seasons spreads tourism more evenly across the island.',
    ],
  },
  Italy: {
    tagline: 'Slow food, hill towns and villages to revive',
    image: '/images/countries/italy.svg',
    paragraphs: [
      'Italy’s famous cities are crowded, but its hill towns and mountain villages are often emptying. Many, from the Apennines to Sardinia, now welcome visitors through albergo diffuso hotels spread across restored village houses.',
      'The Slow Food movement began here, and agriturismo farms, olive oil cooperatives and artisan workshops offer a direct way to support local producers. Trains connect most regions, and walking routes such as the Via Francigena invite unhurried travel.',
    ],
  },
  Latvia: {
    tagline: 'Dune coasts, forests and Art Nouveau Riga',
    image: '/images/countries/latvia.svg',
    paragraphs: [
      'More than half of Latvia is forest, and its 500-kilometre coastline is almost entirely natural beach and dune. Gauja National Park offers river canoeing, sandstone cliffs and castles within an hour of Riga.',
      'Riga’s Art Nouveau district and central market are best explored on foot. In the countryside, farm stays, beekeepers and midsummer traditions welcome visitors who want a quiet, nature-rich trip.',
    ],
  },
  Lithuania: {
    tagline: 'The Curonian Spit, lakes and baroque Vilnius',
    image: '/images/countries/lithuania.svg',
    paragraphs: [
      'Lithuania’s Curonian Spit, a UNESCO site of shifting dunes and pine forest, is shared with Russia’s Kaliningrad and protected by strict limits on building and traffic. Inland, the Aukštaitija lakes invite canoeing and quiet cabin stays.',
      'Vilnius has one of Europe’s largest baroque old towns and a growing culture of cycling and green space. Homesteads in the countryside welcome visitors with local food and sauna traditions.',
    ],
  },
  Luxembourg: {
    tagline: 'Free public transport and forested valleys',
    image: '/images/countries/luxembourg.svg',
    paragraphs: [
      'Luxembourg became the first country to make all public transport free, so trains, trams and buses take you almost everywhere at no cost. The Mullerthal trail winds through sandstone gorges and beech forest in “Little Switzerland”.',
      'In the north, the Ardennes and the Upper Sûre nature park protect rivers and forests, and along the Moselle small winemakers welcome visitors for tastings and harvests.',
    ],
  },
  Malta: {
    tagline: 'Ancient temples, sea cliffs and village festas',
    image: '/images/countries/malta.svg',
    paragraphs: [
      'Malta’s megalithic temples are older than the pyramids, and Valletta is a fortified Baroque city. The islands are among the most densely populated in Europe, so water and space are precious.',
      'Walking the coastal cliffs of Gozo, diving with operators who protect the seabed, eating at family-run restaurants and visiting outside high summer all help keep tourism in balance with island life.',
    ],
  },
  Netherlands: {
    tagline: 'Cycling country, living with water',
    image: '/images/countries/netherlands.svg',
    paragraphs: [
      'The Netherlands has turned living with water into an art, with rivers given room to flood, dunes restored and new nature created on reclaimed land. Its cycling network is the best in the world.',
      'Amsterdam is working to limit mass tourism, so consider staying in cities such as Utrecht, Groningen or Maastricht, or on the Wadden islands. Rent a bike, visit the polders and meet farmers turning to nature-inclusive agriculture.',
    ],
  },
  'New Zealand': {
    tagline: 'Aotearoa: predator-free dreams and Māori guardianship',
    image: '/images/countries/new-zealand.svg',
    paragraphs: [
      'New Zealand’s landscapes range from glaciers and fjords to volcanic plateaus and subtropical forest. Māori concepts of kaitiakitanga, or guardianship, shape how many places are cared for, and the Whanganui River is recognised in law as a living being.',
      'Native birds such as the kiwi and takahē are returning thanks to predator-free sanctuaries. The Tiaki Promise invites every visitor to care for the land, sea and culture, and Māori-owned tourism businesses share the stories of the land from its own people.',
    ],
  },
  Poland: {
    tagline: 'Primeval forest, Tatra peaks and lively cities',
    image: '/images/countries/poland.svg',
    paragraphs: [
      'Poland’s Białowieża Forest is one of the last primeval lowland forests in Europe, home to hundreds of wild European bison. The Tatra mountains, the Biebrza marshes and the Masurian lakes offer outstanding nature.',
      'Kraków, Gdańsk and Wrocław are easy to reach by train and rich in history. Agritourism farms, local guides and small producers of cheese and honey welcome visitors in the countryside.',
    ],
  },
  Portugal: {
    tagline: 'Atlantic coasts, cork forests and a blue economy',
    image: '/images/countries/portugal.svg',
    paragraphs: [
      'Portugal faces the Atlantic with surf beaches, fishing towns and marine reserves, and its interior holds cork oak forests, terraced vineyards and schist villages. Much of its electricity now comes from renewables.',
      'Lisbon and Porto are busy, so consider the Alentejo, the Douro valley or the Azores. Supporting small fishing communities, cork harvesters and village guesthouses helps rural areas that have lost many residents.',
    ],
  },
  Romania: {
    tagline: 'The Carpathians, the Danube Delta and living rural traditions',
    image: '/images/countries/romania.svg',
    paragraphs: [
      'Romania’s Carpathian mountains shelter large populations of bears, wolves and lynx, and rewilding projects are returning bison to the Southern Carpathians. The Danube Delta is one of Europe’s largest wetlands.',
      'Transylvania’s Saxon villages, with fortified churches and hay meadows rich in wildflowers, show how traditional farming sustains biodiversity. Guesthouses, local guides and craftspeople here depend on visitors who value that way of life.',
    ],
  },
  Slovakia: {
    tagline: 'High Tatras, caves and wooden churches',
    image: '/images/countries/slovakia.svg',
    paragraphs: [
      'Slovakia is a small country of big mountains. The High Tatras rise sharply above the plain, the Slovak Paradise is full of gorges and ladders, and the Carpathian beech forests are a UNESCO World Heritage site.',
      'Wooden churches, folk traditions and mountain huts reward visitors who venture beyond Bratislava. Travel by train, stay in family-run chalets and follow the park rules that protect chamois and marmots.',
    ],
  },
  Slovenia: {
    tagline: 'Europe’s green heart, from the Alps to the Adriatic',
    image: '/images/countries/slovenia.svg',
    paragraphs: [
      'Slovenia was one of the first countries to adopt a national green scheme for tourism. More than half of it is forest, and the Julian Alps, the emerald Soča river and the karst caves of Škocjan sit within a few hours of each other.',
      'Ljubljana has closed its centre to cars and ranks among Europe’s greenest capitals. Beekeepers, winemakers and mountain farmers welcome visitors, and the Slovenia Green label helps you find stays that care for the land.',
    ],
  },
  Spain: {
    tagline: 'Villages to revive, wetlands to protect and trains between cities',
    image: '/images/countries/spain.svg',
    paragraphs: [
      'Spain is one of the world’s most visited countries, and its coasts and major cities feel the pressure. At the same time the interior, the “empty Spain”, has villages losing their young people and welcoming visitors who help keep them alive.',
      'High-speed trains replace short flights, and Doñana, the Picos de Europa and the dehesa oak pastures offer some of Europe’s richest nature. Saving water, eating local and choosing licensed rentals all make a difference.',
    ],
  },
  Sweden: {
    tagline: 'Allemansrätten, archipelagos and Sámi lands',
    image: '/images/countries/sweden.svg',
    paragraphs: [
      'Sweden’s right of public access, Allemansrätten, lets everyone walk, paddle and camp across its forests, lakes and archipelagos, as long as they care for nature and respect landowners.',
      'In the north, Sápmi is home to the Sámi people and their reindeer. Night trains reach Abisko and Kiruna, eco-labelled lodges run on renewable energy, and Sámi-owned experiences share a culture deeply tied to the land.',
    ],
  },
  Switzerland: {
    tagline: 'Alpine villages, glaciers and the world’s best-connected trains',
    image: '/images/countries/switzerland.svg',
    paragraphs: [
      'Switzerland’s glaciers are shrinking fast, and the Alps are warming at about twice the global average. Its public transport is legendary: trains, post buses and boats reach almost every village on a single timetable.',
      'Mountain communities such as Tschlin in the Lower Engadine are working to keep village life, terraced farming and local crafts alive. Visitors can help by staying longer in one place, joining restoration days and supporting local producers.',
      'Our sample experiences here include a citizen science hike to a retreating glacier and Revive Tschlin, two days of village restoration work.',
    ],
  },
  'United Kingdom': {
    tagline: 'National trails, peatlands and community-owned places',
    image: '/images/countries/united-kingdom.svg',
    paragraphs: [
      'From the Scottish Highlands to the Cornish coast, the United Kingdom offers national parks, long-distance trails and a rail network that reaches most of the country. Peatland and woodland restoration projects are bringing back habitats lost over centuries.',
      'Community-owned pubs, shops and whole estates in Scotland show another way to share the benefits of tourism. Travelling by train, following the Countryside Code and visiting outside school holidays make a positive difference.',
    ],
  },
  'United States': {
    tagline: 'Public lands, Native nations and great journeys by rail',
    image: '/images/countries/united-states.svg',
    paragraphs: [
      'The United States protects vast public lands, from Yellowstone and the Everglades to the red-rock deserts of the Southwest. Many of these places are the ancestral homelands of Native nations, whose own tourism businesses share their history and culture.',
      'Visiting lesser-known parks, volunteering with trail crews, following Leave No Trace and saving water in drought-hit states all help. Scenic Amtrak routes and city transit offer alternatives to long car journeys.',
    ],
  },
  Uganda: {
    tagline: 'Mountain gorillas, the source of the Nile and community lodges',
    image: '/images/countries/uganda.svg',
    paragraphs: [
      'Uganda is home to about half the world’s mountain gorillas, in the misty forests of Bwindi and Mgahinga, as well as chimpanzees in Kibale, tree-climbing lions in Queen Elizabeth National Park and the source of the Nile at Jinja.',
      'Gorilla permit fees fund conservation, and a share goes to communities around the parks. Community-run lodges, local guides and porters, and craft cooperatives make sure tourism benefits the people who live alongside the wildlife.',
      'As a highly vulnerable destination, Uganda is where responsible travel does some of its greatest good.',
    ],
  },
};

export function findCountryProfile(name: string): CountryProfile | undefined {
  return Object.hasOwn(countryProfiles, name) ? countryProfiles[name as DestinationCountry] : undefined;
}
