import type { DestinationCountry } from '@regen/shared/countries';
import type { CountryProfile } from '../countries.ts';

// German country blurbs (issue 33, docs/decisions/088 "Content", 110): the same countries, in the
// same order, as ../countries.ts, with the text only; the illustration stays the English entry's.
// Keys are the English country names (identifiers, as in the URLs); the text names each country
// in German.

/** A country's words in one language: what a translation replaces. */
export type CountryText = Pick<CountryProfile, 'tagline' | 'paragraphs'>;

export const countryTextsDe: Readonly<Record<DestinationCountry, CountryText>> = {
  Albania: {
    tagline: 'Wilde Flüsse, Bergdörfer und eine unberührte ionische Küste',
    paragraphs: [
      'Albanien ist einer der letzten großen wilden Orte Europas. Die Vjosa, 2023 als erster Wildfluss-Nationalpark Europas geschützt, fließt frei vom Pindos-Gebirge bis zur Adria, und die Albanischen Alpen im Norden sind von Hirtenpfaden zwischen Steindörfern wie Theth und Valbona durchzogen.',
      'Der Tourismus wächst hier schnell – umso mehr zählt, wie jeder Gast reist. Familienpensionen, lokale Guides und Küchen mit Zutaten vom Hof halten das Einkommen in Dörfern, die junge Menschen seit Langem verlassen.',
      'Reisen Sie langsam: Wandern Sie auf dem Peaks of the Balkans Trail, übernachten Sie in einem Kulla-Wohnturm und besuchen Sie die ionische Küste außerhalb von Juli und August, wenn Strände und Wasservorräte am stärksten belastet sind.',
    ],
  },
  Australia: {
    tagline: 'Uralte Landschaften in der Obhut der ältesten lebendigen Kulturen der Welt',
    paragraphs: [
      'Australien beherbergt das Great Barrier Reef, den Daintree-Regenwald, rote Wüsten im Landesinneren und gemäßigte Wälder mit riesigen Eukalyptusbäumen. Seit mehr als 60.000 Jahren pflegen Aborigines und Torres-Strait-Insulaner dieses „Country“, und ihr Wissen prägt bis heute, wie viele Landschaften bewirtschaftet werden.',
      'Buschfeuer, Hitze und Korallenbleiche zeigen, wie verletzlich diese Ökosysteme sind. Gäste helfen, indem sie öko-zertifizierte Anbieter wählen, an Erlebnissen unter indigener Leitung teilnehmen und Landcare-Gruppen unterstützen, die Lebensraum für Koalas und andere Wildtiere neu bepflanzen.',
    ],
  },
  Austria: {
    tagline: 'Almwiesen, Bergbauernhöfe und Züge in jedes Tal',
    paragraphs: [
      'Österreichs Alpen sind ein Flickenteppich aus Hochweiden, Lärchenwäldern und Gletschertälern, seit Jahrhunderten offen gehalten von Bergbäuerinnen und Bergbauern. Viele Dörfer gehören zum Netzwerk Alpine Pearls und versprechen autofreien Urlaub, bei dem Zug und Bus Sie bis zum Ausgangspunkt der Wanderung bringen.',
      'Regeneratives Reisen heißt hier, diese bäuerliche Kultur zu unterstützen: Übernachten Sie auf einem bewirtschafteten Hof, kaufen Sie Käse direkt von der Alm und helfen Sie bei Aktionstagen zur Wiesenpflege, damit Wildblumen und Insekten an den Hängen gedeihen.',
      'Wien, Salzburg und Graz sind bequem mit der Bahn erreichbar, und Nachtzüge verbinden Österreich mit weiten Teilen Europas – das Flugzeug kann also stehen bleiben.',
    ],
  },
  Belgium: {
    tagline: 'Kompakte, fußgängerfreundliche Städte und die stillen Wälder der Ardennen',
    paragraphs: [
      'Belgien vereint mittelalterliche Städte, Kunst und eine berühmte Esskultur in einem kleinen, gut per Bahn erschlossenen Land. Gent und Löwen haben ihre Zentren für Menschen zu Fuß und auf dem Rad umgestaltet, und Brüssel begrünt seine Straßen und Kanäle.',
      'Im Süden locken die Ardennen mit Buchenwäldern und Flusstälern, dazu der Nationalpark Hoge Kempen, in dem Heide und Kiefernwald renaturiert werden. Lokale Brauereien, Chocolatiers und Gemüsegärtnereien empfangen Gäste, die die Menschen hinter den Produkten kennenlernen möchten.',
    ],
  },
  Bulgaria: {
    tagline: 'Rosentäler, Bärenwälder und Dünen am Schwarzen Meer',
    paragraphs: [
      'Bulgarien hat eine der reichsten Tierwelten Europas: Braunbären und Wölfe in den Rhodopen, Geier, die dank Rewilding in die Ostrhodopen zurückkehren, und Feuchtgebiete an der Donau voller Pelikane.',
      'Pensionen in den Dörfern des Balkan- und des Rila-Gebirges, traditionelles Handwerk und die Rosenernte im Tal von Kasanlak laden zu einer Reiseform ein, die das Leben auf dem Land stützt. Wer sie den großen Resorts am Schwarzen Meer vorzieht, hilft, die verbliebenen Dünen der Küste zu schützen.',
    ],
  },
  Croatia: {
    tagline: 'Inselleben, Karstseen und eine Küste, die Schutz verdient',
    paragraphs: [
      'Kroatiens tausend Inseln, das klare Wasser der Adria und die Sinterseen von Plitvice ziehen jedes Jahr Millionen Gäste an. Dubrovnik und Split haben Obergrenzen für Kreuzfahrtschiffe und Besucherströme eingeführt, um ihre Altstädte und ihre Bewohner zu schützen.',
      'Reisen Sie im Frühling oder Herbst, nehmen Sie die Fähren und übernachten Sie auf kleineren Inseln wie Vis oder Lastovo, wo familiengeführte Konobas, Olivenhaine und Meeresschutzgebiete auf rücksichtsvolle Gäste angewiesen sind.',
      'Im Landesinneren bieten Gorski Kotar und die Lika Wälder, Höhlen und Wildtiere fernab der Massen.',
    ],
  },
  Cyprus: {
    tagline: 'Bergklöster, Schildkrötenstrände und Dorftraditionen',
    paragraphs: [
      'Zypern ist mehr als seine Ferienküste. Im Troodos-Gebirge verstecken sich bemalte byzantinische Kirchen, Weinberge und Steindörfer, und die Halbinsel Akamas ist einer der wichtigsten Nistplätze des Mittelmeers für Grüne Meeresschildkröten und Unechte Karettschildkröten.',
      'Wasser ist auf der Insel kostbar, kurze Duschen und ein sparsamer Umgang zählen also. Agrotourismus-Häuser in Bergdörfern, lokale Halloumi-Hersteller und Freiwilligeneinsätze zum Schildkrötenschutz sind die besten Wege, positive Spuren zu hinterlassen.',
    ],
  },
  'Czech Republic': {
    tagline: 'Sandsteinfelsen, historische Städte und ein dichtes Bahnnetz',
    paragraphs: [
      'Jenseits von Prag ist Tschechien ein Land der Sandsteintürme in der Böhmischen Schweiz, der Wälder des Böhmerwalds und der Weindörfer Südmährens. Züge und Busse erreichen fast jeden Ort – autofreies Reisen ist hier einfach.',
      'Wer seine Besuche über die Hauptstadt hinaus verteilt, entlastet Prags Zentrum und unterstützt kleinere Gemeinden. Probieren Sie eine Radroute entlang der mährischen Weinpfade oder helfen Sie Gruppen, die vom Borkenkäfer geschädigte Wälder wieder aufforsten.',
    ],
  },
  Denmark: {
    tagline: 'Fahrradstädte, Windkraft und eine wilde Westküste',
    paragraphs: [
      'Dänemark hat seine Städte um das Fahrrad herum gebaut und seine Energieversorgung um den Wind. Kopenhagen will klimaneutral werden, und im Hafen kann man sogar schwimmen.',
      'An der Westküste ist der Nationalpark Wattenmeer UNESCO-Welterbe, ein Rastplatz für Millionen von Zugvögeln. Hotels mit Umweltzeichen, Bio-Lebensmittel und ein bequemes Bahnnetz machen es leicht, mit leichtem Gepäck über die Inseln zu reisen.',
    ],
  },
  Egypt: {
    tagline: 'Der Nil, die Wüste und die Riffe des Roten Meeres',
    paragraphs: [
      'Ägyptens Geschichte zieht sich den Nil entlang, von den Pyramiden von Gizeh bis zu den Tempeln von Luxor und Assuan. Jenseits der Monumente liegen die Weiße Wüste, die Oase Siwa und die Korallenriffe des Roten Meeres, die zu den hitzebeständigsten der Welt gehören.',
      'Der Tourismus ernährt Millionen ägyptischer Familien. Lizenzierte lokale Guides, nubische Gästehäuser, Feluken-Segler und Handwerkskooperativen machen Ihren Besuch zu direktem Einkommen, während riffschonendes Tauchen und weniger Plastik empfindliche Ökosysteme schützen.',
      'Als besonders verletzliches Reiseziel verlangt Ägypten einen höheren Einsatz an Regen Points pro Tag – eine Chance, jeden Reisetag zählen zu lassen.',
    ],
  },
  Estonia: {
    tagline: 'Moore, Inseln und eine digitale Nation im Wald',
    paragraphs: [
      'Die Hälfte Estlands ist Wald, und ein Großteil des Rests sind Moore, Küste und Inseln. Bohlenwege führen über die Hochmoore von Soomaa, berühmt für seine „fünfte Jahreszeit“ mit Frühjahrshochwasser, und Lahemaa schützt Gutshäuser, Fischerdörfer und alte Wälder.',
      'Tallinns mittelalterliche Altstadt ist kompakt, und der kostenlose Nahverkehr für Einwohner hat die Stadt zum Vorbild für andere gemacht. Gastfamilien auf dem Land, Saunatraditionen und Inselhöfe auf Saaremaa und Muhu bieten eine ruhige Art zu reisen, die wenig Spuren hinterlässt.',
    ],
  },
  Finland: {
    tagline: 'Seen, Wälder und das Jedermannsrecht',
    paragraphs: [
      'Finnland hat rund 188.000 Seen, und Wälder bedecken drei Viertel des Landes. Das Jedermannsrecht erlaubt es Gästen, frei zu wandern, Beeren zu sammeln und zu paddeln, solange sie Natur und Privatgrund respektieren.',
      'In Lappland stehen die samische Kultur und die Rentierhaltung durch Klimawandel und Landnutzung unter Druck; wählen Sie Erlebnisse in samischer Hand und stören Sie die Herden nicht. Nachtzüge fahren von Helsinki bis zum Polarkreis, und viele Hütten am See laufen mit erneuerbarer Energie.',
    ],
  },
  France: {
    tagline: 'Regionale Küche, Fernwanderwege und schnelle Züge',
    paragraphs: [
      'Frankreich ist das meistbesuchte Land der Welt, und ein Großteil der Aufmerksamkeit konzentriert sich auf wenige Orte. Die Regionen bieten eine Alternative: die Vulkane der Auvergne, die Schluchten der Cevennen, die Feuchtgebiete der Camargue und Tausende Kilometer Radwege.',
      'Hochgeschwindigkeitszüge verbinden Paris mit den Regionen, und manche Inlandskurzflüge sind verboten, wo es eine Zugverbindung gibt. Wochenmärkte, Weingüter, die Erntehelfer willkommen heißen, und Unterkünfte mit dem Siegel Clef Verte lassen Gäste lokale Erzeuger direkt unterstützen.',
    ],
  },
  Germany: {
    tagline: 'Bahntickets, Flussradwege und wilde Nationalparks',
    paragraphs: [
      'Deutschland verbindet lebendige Städte mit stillen Landschaften: den Bayerischen Wald, in dem die Natur sich selbst überlassen bleibt, die Kreidefelsen von Jasmund und lange Radwege entlang von Elbe, Donau und Rhein.',
      'Mit dem Deutschlandticket sind Regionalzüge und Nahverkehr im ganzen Land erschwinglich, und Bio- und regionale Lebensmittel sind leicht zu finden. Wer kleinere Städte besucht und in öko-zertifizierten Hotels übernachtet, verteilt den Nutzen des Tourismus weit über Berlin und München hinaus.',
    ],
  },
  Greece: {
    tagline: 'Inseln, antike Stätten und Bergdörfer jenseits der Strände',
    paragraphs: [
      'Griechenland empfängt jedes Jahr mehr als 30 Millionen Gäste, viele davon in wenigen Sommerwochen auf einer Handvoll Inseln. Wasserknappheit, Waldbrände und Überfüllung sind die Folge – Reisende können sie lindern, indem sie im Frühling oder Herbst kommen.',
      'Abseits der bekanntesten Orte bieten die Zagori-Dörfer im Epirus, die Olivenhaine der Peloponnes und kleine Inseln wie Ikaria und Sifnos Wanderungen, traditionelle Küche und familiengeführte Pensionen, die auf umsichtige Gäste angewiesen sind.',
    ],
  },
  Hungary: {
    tagline: 'Thermalquellen, die Große Tiefebene und der Balaton',
    paragraphs: [
      'Ungarns Große Tiefebene, die Puszta, ist ein Mosaik aus Grasland, Fischteichen und Feuchtgebieten, geschützt im Nationalpark Hortobágy – Heimat von Kranichen, Großtrappen und traditionellen Hirten.',
      'Budapests Thermalbäder und die Weinregionen Tokaj und Villány ziehen viele Gäste an. Mit dem Rad um den Balaton fahren, in Dorfpensionen übernachten und lokalen Wein und Paprika probieren – all das hält die ländliche Wirtschaft am Leben.',
    ],
  },
  Iceland: {
    tagline: 'Feuer, Eis und eine Landschaft, die noch entsteht',
    paragraphs: [
      'Island ist ein junges Land aus Vulkanen, Gletschern, schwarzen Sandstränden und heißen Quellen. Strom und Wärme stammen fast vollständig aus erneuerbarer Wasserkraft und Geothermie.',
      'Empfindliches Moos und Böden brauchen Jahrzehnte, um sich von einem einzigen Fußabdruck zu erholen – deshalb zählt es, auf markierten Wegen zu bleiben. Reisen Sie mit dem Bus oder in kleinen Gruppen, verteilen Sie Ihren Besuch über den Golden Circle und die Südküste hinaus und legen Sie das „Icelandic Pledge“ für verantwortungsvolles Reisen ab.',
    ],
  },
  India: {
    tagline: 'Mangroven, Berge und lebendige Traditionen',
    paragraphs: [
      'Indien reicht vom Himalaya bis zu den Mangroven der Sundarbans und den Backwaters von Kerala. Kulturen, Sprachen und Küchen wechseln alle paar Hundert Kilometer, und gemeinschaftsbasierter Tourismus blüht in Dörfern von Ladakh bis Kachchh.',
      'Privatunterkünfte bei Familien, von Frauen geführte Handwerkskooperativen und Projekte zur Wiederbelebung von Dörfern halten das Einkommen dort, wo Gäste reisen. Züge verbinden fast das ganze Land – wer sie statt kurzer Flüge nimmt, verursacht weniger CO₂ und reist zugleich reicher.',
      'Zu unseren Beispielerlebnissen in Indien gehören das Pflanzen von Mangroven mit einer Dorfgruppe in den Sundarbans und ein Vormittag bei einer Weberkooperative in Kachchh.',
    ],
  },
  Ireland: {
    tagline: 'Grüne Küsten, Moore und die Herzlichkeit kleiner Städte',
    paragraphs: [
      'Irlands Wild Atlantic Way führt an Klippen, Buchten und Inseln entlang, während im Landesinneren Hochmoore liegen, die große Mengen Kohlenstoff speichern und nach Jahrzehnten des Torfabbaus nun wiedervernässt werden.',
      'Greenways zum Wandern und Radfahren folgen alten Bahntrassen, und Dorffeste, traditionelle Musik-Sessions und lokale Lebensmittelerzeuger geben kleinen Städten ihren Charakter. Wer in der Nebensaison kommt, verteilt den Tourismus gleichmäßiger über die Insel.',
    ],
  },
  Italy: {
    tagline: 'Slow Food, Bergstädtchen und Dörfer, die wieder aufleben wollen',
    paragraphs: [
      'Italiens berühmte Städte sind überlaufen, doch seine Hügelstädtchen und Bergdörfer leeren sich oft. Viele, vom Apennin bis Sardinien, empfangen Gäste heute in einem „Albergo diffuso“, einem Hotel, das sich über restaurierte Häuser im ganzen Dorf verteilt.',
      'Die Slow-Food-Bewegung hat hier begonnen, und Agriturismo-Höfe, Olivenölkooperativen und Handwerksbetriebe bieten einen direkten Weg, lokale Erzeuger zu unterstützen. Züge verbinden fast alle Regionen, und Wanderwege wie die Via Francigena laden zu Reisen ohne Eile ein.',
    ],
  },
  Latvia: {
    tagline: 'Dünenküsten, Wälder und das Jugendstil-Riga',
    paragraphs: [
      'Mehr als die Hälfte Lettlands ist Wald, und seine 500 Kilometer lange Küste besteht fast ganz aus natürlichem Strand und Dünen. Der Gauja-Nationalpark bietet Kanufahrten auf dem Fluss, Sandsteinklippen und Burgen, keine Stunde von Riga entfernt.',
      'Rigas Jugendstilviertel und der Zentralmarkt erkundet man am besten zu Fuß. Auf dem Land empfangen Bauernhöfe, Imkereien und die Bräuche der Mittsommernacht Gäste, die eine ruhige, naturnahe Reise suchen.',
    ],
  },
  Lithuania: {
    tagline: 'Die Kurische Nehrung, Seen und das barocke Vilnius',
    paragraphs: [
      'Litauens Kurische Nehrung, ein UNESCO-Welterbe aus Wanderdünen und Kiefernwald, teilt sich das Land mit dem russischen Kaliningrad; strenge Auflagen für Bebauung und Verkehr schützen sie. Im Landesinneren laden die Seen von Aukštaitija zum Kanufahren und zu ruhigen Tagen in der Hütte ein.',
      'Vilnius hat eine der größten Barockaltstädte Europas und eine wachsende Kultur des Radfahrens und der Grünflächen. Höfe auf dem Land empfangen Gäste mit regionaler Küche und Saunatraditionen.',
    ],
  },
  Luxembourg: {
    tagline: 'Kostenloser Nahverkehr und bewaldete Täler',
    paragraphs: [
      'Luxemburg hat als erstes Land den gesamten öffentlichen Verkehr kostenlos gemacht – Züge, Straßenbahnen und Busse bringen Sie fast überallhin, ohne dass Sie etwas bezahlen. Der Mullerthal Trail windet sich durch Sandsteinschluchten und Buchenwald in der „Kleinen Luxemburger Schweiz“.',
      'Im Norden schützen die Ardennen und der Naturpark Obersauer Flüsse und Wälder, und entlang der Mosel empfangen kleine Winzerbetriebe Gäste zu Verkostungen und zur Lese.',
    ],
  },
  Malta: {
    tagline: 'Uralte Tempel, Steilküsten und Dorffeste',
    paragraphs: [
      'Maltas Megalithtempel sind älter als die Pyramiden, und Valletta ist eine befestigte Barockstadt. Die Inseln gehören zu den am dichtesten besiedelten Europas – Wasser und Platz sind entsprechend kostbar.',
      'An den Klippen von Gozo wandern, mit Tauchbasen tauchen, die den Meeresboden schützen, in familiengeführten Restaurants essen und außerhalb des Hochsommers kommen: All das hilft, den Tourismus im Gleichgewicht mit dem Inselleben zu halten.',
    ],
  },
  Netherlands: {
    tagline: 'Fahrradland, das mit dem Wasser lebt',
    paragraphs: [
      'Die Niederlande haben das Leben mit dem Wasser zur Kunst gemacht: Flüsse bekommen Raum für Hochwasser, Dünen werden renaturiert und auf eingedeichtem Land entsteht neue Natur. Das Radwegenetz ist das beste der Welt.',
      'Amsterdam arbeitet daran, den Massentourismus zu begrenzen – übernachten Sie deshalb gern in Städten wie Utrecht, Groningen oder Maastricht oder auf den Watteninseln. Leihen Sie ein Fahrrad, besuchen Sie die Polder und lernen Sie Landwirte kennen, die auf naturverträgliche Landwirtschaft umstellen.',
    ],
  },
  'New Zealand': {
    tagline: 'Aotearoa: der Traum von einem raubtierfreien Land und die Obhut der Māori',
    paragraphs: [
      'Neuseelands Landschaften reichen von Gletschern und Fjorden bis zu Vulkanplateaus und subtropischem Wald. Das Māori-Prinzip kaitiakitanga, die Obhut, prägt den Umgang mit vielen Orten, und der Whanganui River ist gesetzlich als Lebewesen anerkannt.',
      'Heimische Vögel wie der Kiwi und der Takahē kehren dank raubtierfreier Schutzgebiete zurück. Das „Tiaki Promise“ lädt alle Gäste ein, Land, Meer und Kultur zu achten, und Tourismusbetriebe in Māori-Hand erzählen die Geschichten des Landes aus dem Mund seiner eigenen Menschen.',
    ],
  },
  Poland: {
    tagline: 'Urwald, Tatra-Gipfel und lebendige Städte',
    paragraphs: [
      'Polens Białowieża-Wald ist einer der letzten Tiefland-Urwälder Europas und Heimat Hunderter frei lebender Wisente. Die Tatra, die Biebrza-Sümpfe und die Masurischen Seen bieten herausragende Natur.',
      'Krakau, Danzig und Breslau sind mit dem Zug gut erreichbar und reich an Geschichte. Auf dem Land empfangen Agrotourismus-Höfe, lokale Guides und kleine Käse- und Honigerzeuger ihre Gäste.',
    ],
  },
  Portugal: {
    tagline: 'Atlantikküsten, Korkeichenwälder und eine blaue Wirtschaft',
    paragraphs: [
      'Portugal blickt mit Surfstränden, Fischerorten und Meeresschutzgebieten auf den Atlantik, und im Landesinneren liegen Korkeichenwälder, terrassierte Weinberge und Schieferdörfer. Ein Großteil des Stroms stammt inzwischen aus erneuerbaren Quellen.',
      'Lissabon und Porto sind gut besucht – ziehen Sie deshalb den Alentejo, das Douro-Tal oder die Azoren in Betracht. Wer kleine Fischergemeinden, Korkschäler und Dorfpensionen unterstützt, hilft ländlichen Regionen, die viele Einwohner verloren haben.',
    ],
  },
  Romania: {
    tagline: 'Die Karpaten, das Donaudelta und lebendige ländliche Traditionen',
    paragraphs: [
      'Rumäniens Karpaten bieten großen Beständen an Bären, Wölfen und Luchsen Schutz, und Rewilding-Projekte bringen Wisente in die Südkarpaten zurück. Das Donaudelta ist eines der größten Feuchtgebiete Europas.',
      'Die Siebenbürger Sachsendörfer mit ihren Kirchenburgen und blütenreichen Heuwiesen zeigen, wie traditionelle Landwirtschaft die Artenvielfalt erhält. Pensionen, lokale Guides und Handwerker sind hier auf Gäste angewiesen, die diese Lebensweise schätzen.',
    ],
  },
  Slovakia: {
    tagline: 'Hohe Tatra, Höhlen und Holzkirchen',
    paragraphs: [
      'Die Slowakei ist ein kleines Land mit großen Bergen. Die Hohe Tatra ragt steil aus der Ebene, das Slowakische Paradies steckt voller Schluchten und Leitern, und die Buchenurwälder der Karpaten sind UNESCO-Welterbe.',
      'Holzkirchen, Volkstraditionen und Berghütten belohnen alle, die über Bratislava hinaus reisen. Fahren Sie mit dem Zug, übernachten Sie in familiengeführten Chalets und halten Sie sich an die Parkregeln, die Gämsen und Murmeltiere schützen.',
    ],
  },
  Slovenia: {
    tagline: 'Das grüne Herz Europas, von den Alpen bis zur Adria',
    paragraphs: [
      'Slowenien führte als eines der ersten Länder ein landesweites grünes Programm für den Tourismus ein. Mehr als die Hälfte des Landes ist Wald, und die Julischen Alpen, die smaragdgrüne Soča und die Karsthöhlen von Škocjan liegen nur wenige Stunden voneinander entfernt.',
      'Ljubljana hat sein Zentrum für Autos gesperrt und zählt zu den grünsten Hauptstädten Europas. Imker, Winzer und Bergbauern empfangen Gäste, und das Siegel Slovenia Green hilft Ihnen, Unterkünfte zu finden, die sich um das Land kümmern.',
    ],
  },
  Spain: {
    tagline: 'Dörfer, die aufleben sollen, Feuchtgebiete, die Schutz brauchen, und Züge zwischen den Städten',
    paragraphs: [
      'Spanien gehört zu den meistbesuchten Ländern der Welt, und seine Küsten und Großstädte spüren den Druck. Gleichzeitig verliert das Landesinnere, das „leere Spanien“, seine jungen Menschen – und seine Dörfer heißen Gäste willkommen, die helfen, sie lebendig zu halten.',
      'Hochgeschwindigkeitszüge ersetzen Kurzstreckenflüge, und Doñana, die Picos de Europa und die Eichenweiden der Dehesa bieten einige der reichsten Naturräume Europas. Wasser sparen, regional essen und lizenzierte Ferienwohnungen wählen – all das macht einen Unterschied.',
    ],
  },
  Sweden: {
    tagline: 'Allemansrätten, Schären und das Land der Samen',
    paragraphs: [
      'Schwedens Jedermannsrecht, Allemansrätten, erlaubt allen, durch Wälder, an Seen und in den Schären zu wandern, zu paddeln und zu zelten, solange sie die Natur achten und die Grundbesitzer respektieren.',
      'Im Norden ist Sápmi die Heimat der Samen und ihrer Rentiere. Nachtzüge fahren bis Abisko und Kiruna, Lodges mit Umweltzeichen laufen mit erneuerbarer Energie, und Erlebnisse in samischer Hand vermitteln eine Kultur, die tief mit dem Land verbunden ist.',
    ],
  },
  Switzerland: {
    tagline: 'Alpendörfer, Gletscher und die bestvernetzten Züge der Welt',
    paragraphs: [
      'Die Gletscher der Schweiz schrumpfen rasch, und die Alpen erwärmen sich etwa doppelt so schnell wie der globale Durchschnitt. Der öffentliche Verkehr ist legendär: Züge, Postautos und Schiffe erreichen nach einem einzigen Fahrplan fast jedes Dorf.',
      'Berggemeinden wie Tschlin im Unterengadin setzen sich dafür ein, Dorfleben, Terrassenlandwirtschaft und lokales Handwerk lebendig zu halten. Gäste helfen, indem sie länger an einem Ort bleiben, bei Aktionstagen mit anpacken und lokale Erzeuger unterstützen.',
      'Zu unseren Beispielerlebnissen hier gehören eine Citizen-Science-Wanderung zu einem schwindenden Gletscher und „Revive Tschlin“, zwei Tage Arbeit für die Erneuerung des Dorfes.',
    ],
  },
  'United Kingdom': {
    tagline: 'Nationale Fernwanderwege, Moore und Orte in Gemeinschaftsbesitz',
    paragraphs: [
      'Von den schottischen Highlands bis zur Küste Cornwalls bietet das Vereinigte Königreich Nationalparks, Fernwanderwege und ein Bahnnetz, das fast das ganze Land erreicht. Projekte zur Renaturierung von Mooren und Wäldern bringen Lebensräume zurück, die über Jahrhunderte verloren gingen.',
      'Pubs, Läden und ganze Ländereien in Schottland, die der Gemeinschaft gehören, zeigen einen anderen Weg, den Nutzen des Tourismus zu teilen. Mit dem Zug reisen, den Countryside Code befolgen und außerhalb der Schulferien kommen – das macht einen positiven Unterschied.',
    ],
  },
  'United States': {
    tagline: 'Öffentliches Land, indigene Nationen und große Reisen mit der Bahn',
    paragraphs: [
      'Die Vereinigten Staaten schützen riesige öffentliche Flächen, von Yellowstone und den Everglades bis zu den roten Felswüsten des Südwestens. Viele dieser Orte sind die angestammte Heimat indigener Nationen, deren eigene Tourismusbetriebe ihre Geschichte und Kultur vermitteln.',
      'Weniger bekannte Parks besuchen, mit Wegebau-Teams anpacken, „Leave No Trace“ befolgen und in dürregeplagten Bundesstaaten Wasser sparen – all das hilft. Die landschaftlich schönen Amtrak-Strecken und der städtische Nahverkehr sind Alternativen zu langen Autofahrten.',
    ],
  },
  Uganda: {
    tagline: 'Berggorillas, die Quelle des Nils und Lodges in Gemeinschaftshand',
    paragraphs: [
      'In Uganda lebt etwa die Hälfte aller Berggorillas der Welt, in den nebligen Wäldern von Bwindi und Mgahinga, dazu Schimpansen in Kibale, baumkletternde Löwen im Queen-Elizabeth-Nationalpark und bei Jinja die Quelle des Nils.',
      'Die Gebühren für Gorilla-Genehmigungen finanzieren den Naturschutz, und ein Teil geht an die Gemeinden rund um die Parks. Lodges in Gemeinschaftshand, lokale Guides und Träger sowie Handwerkskooperativen sorgen dafür, dass der Tourismus den Menschen zugutekommt, die mit den Wildtieren leben.',
      'Als besonders verletzliches Reiseziel ist Uganda ein Ort, an dem verantwortungsvolles Reisen besonders viel Gutes bewirkt.',
    ],
  },
};
