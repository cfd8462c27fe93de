import type { DestinationCountry } from '@regen/shared/countries';
import type { CountryProfile } from '../countries.ts';

// Italian country blurbs (issue 33, docs/decisions/088 "Content", 110): the same countries, in the
// same order, as ../countries.ts, with the text only; the illustration stays the English entry's.
// Keys are the English country names (identifiers, as in the URLs); the text names each country
// in Italian.

/** A country's words in one language: what a translation replaces. */
export type CountryText = Pick<CountryProfile, 'tagline' | 'paragraphs'>;

export const countryTextsIt: Readonly<Record<DestinationCountry, CountryText>> = {
  Albania: {
    tagline: 'Fiumi selvaggi, villaggi di montagna e una costa ionica incontaminata',
    paragraphs: [
      'L’Albania è uno degli ultimi grandi luoghi selvaggi d’Europa. La Vjosa, tutelata nel 2023 come primo parco nazionale di fiume selvaggio d’Europa, scorre libera dai monti del Pindo fino all’Adriatico, e le Alpi Albanesi a nord sono attraversate da sentieri di pastori tra villaggi di pietra come Theth e Valbona.',
      'Il turismo qui cresce in fretta, e per questo contano le scelte di ogni visitatore. Le pensioni familiari, le guide locali e le cucine dal campo alla tavola mantengono il reddito nelle comunità rurali che i giovani lasciano da tempo.',
      'Viaggia con calma: percorri il sentiero Peaks of the Balkans, dormi in una kulla, la tradizionale casa-torre, e visita la costa ionica fuori da luglio e agosto, quando spiagge e risorse idriche sono sotto la pressione maggiore.',
    ],
  },
  Australia: {
    tagline: 'Paesaggi antichissimi curati dalle più antiche culture viventi del mondo',
    paragraphs: [
      'L’Australia ospita la Grande Barriera Corallina, la foresta pluviale del Daintree, deserti rossi nell’entroterra e foreste temperate di eucalipti giganti. Da oltre 60.000 anni i popoli aborigeni e delle isole dello Stretto di Torres si prendono cura di questa terra, e il loro sapere orienta ancora oggi la gestione di molti paesaggi.',
      'Incendi boschivi, caldo e sbiancamento dei coralli mostrano quanto siano esposti questi ecosistemi. Puoi aiutare scegliendo operatori con certificazione ecologica, partecipando a esperienze guidate da indigeni e sostenendo i gruppi Landcare che ripiantano l’habitat per i koala e altri animali.',
    ],
  },
  Austria: {
    tagline: 'Prati alpini, masi di montagna e treni per ogni valle',
    paragraphs: [
      'Le Alpi austriache sono un mosaico di pascoli d’alta quota, boschi di larici e valli glaciali, mantenuti aperti per secoli dagli allevatori di montagna. Molti paesi fanno parte della rete Alpine Pearls, che promette vacanze senza auto: treni e autobus ti portano all’inizio dei sentieri.',
      'Viaggiare in modo rigenerativo qui significa sostenere questa cultura contadina: soggiorna in un maso in attività, compra il formaggio in alpeggio e partecipa alle giornate di ripristino dei prati che mantengono fiori selvatici e insetti sui pendii.',
      'Vienna, Salisburgo e Graz si raggiungono facilmente in treno, e i treni notturni collegano l’Austria a buona parte d’Europa: l’aereo può restare a terra.',
    ],
  },
  Belgium: {
    tagline: 'Città compatte da girare a piedi e i boschi silenziosi delle Ardenne',
    paragraphs: [
      'Il Belgio racchiude città medievali, arte e una celebre cultura gastronomica in un Paese piccolo e ben collegato dai treni. Gand e Lovanio hanno trasformato i loro centri per pedoni e ciclisti, e Bruxelles sta rendendo più verdi strade e canali.',
      'Al sud, le Ardenne offrono faggete, valli fluviali e il Parco Nazionale Hoge Kempen, dove brughiere e pinete vengono ripristinate. Birrifici, cioccolatieri e orticoltori locali accolgono chi vuole conoscere le persone dietro i prodotti.',
    ],
  },
  Bulgaria: {
    tagline: 'Valli di rose, foreste di orsi e dune sul Mar Nero',
    paragraphs: [
      'La Bulgaria ospita una delle faune più ricche d’Europa: orsi bruni e lupi sui Rodopi, avvoltoi che tornano nei Rodopi orientali grazie al rewilding e zone umide lungo il Danubio piene di pellicani.',
      'Le pensioni nei villaggi dei monti Balcani e Rila, l’artigianato tradizionale e la raccolta delle rose nella valle di Kazanlak offrono un modo di viaggiare che sostiene la vita rurale. Sceglierle al posto dei grandi resort del Mar Nero aiuta a proteggere le dune rimaste sulla costa.',
    ],
  },
  Croatia: {
    tagline: 'Vita d’isola, laghi carsici e una costa da proteggere',
    paragraphs: [
      'Le mille isole della Croazia, le acque limpide dell’Adriatico e i laghi di travertino di Plitvice attirano milioni di visitatori ogni anno. Dubrovnik e Spalato hanno introdotto limiti a navi da crociera e folle per proteggere i centri storici e chi ci vive.',
      'Viaggia in primavera o in autunno, prendi i traghetti e soggiorna su isole più piccole come Lissa o Lagosta, dove le konobe a gestione familiare, gli uliveti e le aree marine protette dipendono da visitatori rispettosi.',
      'Nell’entroterra, il Gorski Kotar e la Lika offrono boschi, grotte e fauna lontano dalla folla.',
    ],
  },
  Cyprus: {
    tagline: 'Monasteri di montagna, spiagge delle tartarughe e tradizioni di paese',
    paragraphs: [
      'Cipro è molto più della sua costa turistica. I monti Troodos nascondono chiese bizantine affrescate, vigneti e villaggi di pietra, e la penisola di Akamas è uno dei principali siti di nidificazione del Mediterraneo per la tartaruga verde e la Caretta caretta.',
      'Sull’isola l’acqua è preziosa, quindi docce brevi e un uso attento fanno la differenza. Le case di agriturismo nei villaggi di montagna, i produttori locali di halloumi e il volontariato per le tartarughe sono il modo migliore per lasciare un segno positivo.',
    ],
  },
  'Czech Republic': {
    tagline: 'Rocce di arenaria, città storiche e una fitta rete ferroviaria',
    paragraphs: [
      'Oltre Praga, la Repubblica Ceca è terra di torri di arenaria nella Svizzera Boema, delle foreste di Šumava e di villaggi del vino nella Moravia meridionale. Treni e autobus raggiungono quasi ogni centro, così viaggiare senza auto è facile.',
      'Distribuire le visite oltre la capitale allevia la pressione sul centro di Praga e sostiene le comunità più piccole. Prova un itinerario in bici lungo le strade del vino della Moravia o fai volontariato con i gruppi che ripristinano i boschi danneggiati dal bostrico.',
    ],
  },
  Denmark: {
    tagline: 'Città in bicicletta, energia eolica e una costa occidentale selvaggia',
    paragraphs: [
      'La Danimarca ha costruito le sue città intorno alla bicicletta e la sua energia intorno al vento. Copenaghen punta alla neutralità carbonica, e l’acqua del suo porto è così pulita che ci si può fare il bagno.',
      'Sulla costa occidentale, il parco nazionale del Mare dei Wadden è un sito UNESCO dove sostano milioni di uccelli migratori. Hotel con marchio ecologico, cibo biologico e una rete ferroviaria semplice rendono facile viaggiare leggeri tra le isole.',
    ],
  },
  Egypt: {
    tagline: 'Il Nilo, il deserto e le barriere coralline del Mar Rosso',
    paragraphs: [
      'La storia dell’Egitto si snoda lungo il Nilo, dalle piramidi di Giza ai templi di Luxor e Assuan. Oltre i monumenti ci sono il Deserto Bianco, l’oasi di Siwa e le barriere coralline del Mar Rosso, tra le più resistenti al caldo del mondo.',
      'Il turismo sostiene milioni di famiglie egiziane. Guide locali autorizzate, pensioni nubiane, barcaioli delle feluche e cooperative di artigiani trasformano la tua visita in reddito diretto, mentre immersioni rispettose della barriera e meno plastica proteggono ecosistemi fragili.',
      'Essendo una destinazione molto vulnerabile, l’Egitto chiede un impegno maggiore in Regen Points al giorno: un’occasione per far contare ogni giorno di viaggio.',
    ],
  },
  Estonia: {
    tagline: 'Torbiere, isole e una nazione digitale nel bosco',
    paragraphs: [
      'Metà dell’Estonia è foresta, e gran parte del resto è torbiera, costa e isole. Passerelle di legno attraversano le torbiere alte di Soomaa, famosa per la sua «quinta stagione» di piene primaverili, e il parco di Lahemaa protegge case padronali, villaggi di pescatori e foreste primarie.',
      'Il centro medievale di Tallinn è compatto, e il trasporto pubblico gratuito per i residenti ha reso la città un modello per altre. Soggiorni rurali, tradizione della sauna e fattorie sulle isole di Saaremaa e Muhu offrono un modo di viaggiare tranquillo e a basso impatto.',
    ],
  },
  Finland: {
    tagline: 'Laghi, foreste e il diritto di muoversi liberamente nella natura',
    paragraphs: [
      'La Finlandia conta circa 188.000 laghi e foreste che coprono tre quarti del territorio. Il diritto di accesso per tutti consente ai visitatori di camminare, raccogliere bacche e andare in canoa liberamente, purché rispettino la natura e le case delle persone.',
      'In Lapponia, la cultura sami e l’allevamento delle renne subiscono la pressione del cambiamento climatico e dell’uso del suolo; scegli esperienze di proprietà sami ed evita di disturbare le mandrie. I treni notturni da Helsinki arrivano al Circolo polare artico, e molti cottage sui laghi funzionano con energia rinnovabile.',
    ],
  },
  France: {
    tagline: 'Cucina regionale, sentieri di lunga percorrenza e treni veloci',
    paragraphs: [
      'La Francia è il Paese più visitato al mondo, e gran parte di questa attenzione si concentra su pochi luoghi. Le sue regioni offrono un’alternativa: i vulcani dell’Alvernia, le gole delle Cevenne, le zone umide della Camargue e migliaia di chilometri di piste ciclabili.',
      'I treni ad alta velocità collegano Parigi alle regioni, e alcuni voli nazionali brevi sono vietati dove esiste un treno. Mercati settimanali, vigneti che accolgono aiutanti per la vendemmia e strutture certificate Clef Verte permettono di sostenere direttamente i produttori locali.',
    ],
  },
  Germany: {
    tagline: 'Abbonamenti ferroviari, ciclabili lungo i fiumi e parchi nazionali selvaggi',
    paragraphs: [
      'La Germania unisce città vivaci e paesaggi tranquilli: la Foresta Bavarese, dove la natura viene lasciata a sé stessa, le scogliere di gesso di Jasmund e lunghe piste ciclabili lungo l’Elba, il Danubio e il Reno.',
      'Il Deutschlandticket rende convenienti i treni regionali e il trasporto locale in tutto il Paese, e il cibo biologico e a km zero è facile da trovare. Visitare città più piccole e dormire in hotel con certificazione ecologica distribuisce i benefici del turismo ben oltre Berlino e Monaco.',
    ],
  },
  Greece: {
    tagline: 'Isole, siti antichi e villaggi di montagna oltre le spiagge',
    paragraphs: [
      'La Grecia accoglie oltre 30 milioni di visitatori l’anno, molti dei quali in poche settimane d’estate su una manciata di isole. Il risultato sono carenza d’acqua, incendi e sovraffollamento, e i viaggiatori possono alleviarli visitandola in primavera o in autunno.',
      'Lontano dai luoghi più affollati, i villaggi dello Zagori in Epiro, gli uliveti del Peloponneso e piccole isole come Icaria e Sifnos offrono escursioni, cucina tradizionale e pensioni a gestione familiare che contano su visitatori attenti.',
    ],
  },
  Hungary: {
    tagline: 'Sorgenti termali, la grande pianura e il lago Balaton',
    paragraphs: [
      'La Grande Pianura ungherese, la Puszta, è un mosaico di praterie, stagni e zone umide tutelato nel Parco Nazionale di Hortobágy, dove vivono gru, otarde e pastori tradizionali.',
      'I bagni termali di Budapest e le regioni vinicole di Tokaj e Villány attirano molti visitatori. Girare in bici intorno al lago Balaton, soggiornare in pensioni di paese e assaggiare vino e paprika locali aiuta a mantenere vive le economie rurali.',
    ],
  },
  Iceland: {
    tagline: 'Fuoco, ghiaccio e un paesaggio ancora in formazione',
    paragraphs: [
      'L’Islanda è una terra giovane di vulcani, ghiacciai, spiagge di sabbia nera e sorgenti geotermiche. La sua elettricità e il suo riscaldamento provengono quasi interamente da fonti rinnovabili idroelettriche e geotermiche.',
      'Muschi e suoli fragili impiegano decenni a riprendersi da una sola impronta, quindi è importante restare sui sentieri segnati. Viaggia in autobus o in piccoli gruppi, distribuisci la visita oltre il Circolo d’Oro e la costa sud, e sottoscrivi l’Icelandic Pledge per viaggiare in modo responsabile.',
    ],
  },
  India: {
    tagline: 'Mangrovie, montagne e tradizioni vive',
    paragraphs: [
      'L’India si estende dall’Himalaya alle mangrovie delle Sundarbans e alle backwaters del Kerala. Culture, lingue e cucine cambiano ogni poche centinaia di chilometri, e il turismo di comunità fiorisce nei villaggi dal Ladakh al Kutch.',
      'I soggiorni in famiglia, le cooperative artigiane guidate da donne e i progetti di recupero dei villaggi mantengono il reddito dove si viaggia. Il treno collega quasi tutto il Paese, e sceglierlo al posto dei voli brevi è un modo di viaggiare con meno carbonio e più ricco.',
      'Tra le nostre esperienze di esempio in India ci sono la piantumazione di mangrovie con una squadra di un villaggio delle Sundarbans e una mattinata con una cooperativa di tessitrici nel Kutch.',
    ],
  },
  Ireland: {
    tagline: 'Coste verdi, torbiere e il calore dei piccoli paesi',
    paragraphs: [
      'La Wild Atlantic Way irlandese corre lungo scogliere, baie e isole, mentre le Midlands custodiscono torbiere alte che immagazzinano grandi quantità di carbonio e che ora vengono riallagate dopo decenni di estrazione della torba.',
      'Le greenway per camminare e pedalare seguono vecchie linee ferroviarie, e i festival di comunità, le sessioni di musica tradizionale e i produttori locali danno carattere ai piccoli paesi. Visitare l’isola in bassa stagione distribuisce il turismo in modo più equilibrato.',
    ],
  },
  Italy: {
    tagline: 'Slow food, borghi collinari e paesi da far rivivere',
    paragraphs: [
      'Le città più famose d’Italia sono affollate, mentre i borghi collinari e i paesi di montagna spesso si svuotano. Molti, dagli Appennini alla Sardegna, oggi accolgono i visitatori con gli alberghi diffusi, ricavati in case restaurate sparse per il paese.',
      'Il movimento Slow Food è nato qui, e agriturismi, cooperative olearie e botteghe artigiane offrono un modo diretto per sostenere i produttori locali. I treni collegano quasi tutte le regioni, e cammini come la Via Francigena invitano a viaggiare senza fretta.',
    ],
  },
  Latvia: {
    tagline: 'Coste di dune, foreste e la Riga Liberty',
    paragraphs: [
      'Più di metà della Lettonia è foresta, e i suoi 500 chilometri di costa sono quasi interamente spiaggia e dune naturali. Il Parco Nazionale del Gauja offre canoa sul fiume, falesie di arenaria e castelli a meno di un’ora da Riga.',
      'Il quartiere Liberty e il mercato centrale di Riga si esplorano meglio a piedi. In campagna, soggiorni in fattoria, apicoltori e tradizioni del solstizio d’estate accolgono chi cerca un viaggio tranquillo e ricco di natura.',
    ],
  },
  Lithuania: {
    tagline: 'L’istmo di Curlandia, laghi e la Vilnius barocca',
    paragraphs: [
      'L’istmo di Curlandia in Lituania, sito UNESCO di dune mobili e pinete, è condiviso con l’exclave russa di Kaliningrad ed è tutelato da limiti severi a costruzioni e traffico. Nell’entroterra, i laghi dell’Aukštaitija invitano alla canoa e a soggiorni tranquilli in cottage.',
      'Vilnius ha uno dei centri storici barocchi più grandi d’Europa e una cultura crescente della bicicletta e del verde. Le fattorie di campagna accolgono i visitatori con cibo locale e la tradizione della sauna.',
    ],
  },
  Luxembourg: {
    tagline: 'Trasporto pubblico gratuito e valli boscose',
    paragraphs: [
      'Il Lussemburgo è stato il primo Paese a rendere gratuito tutto il trasporto pubblico: treni, tram e autobus ti portano quasi ovunque senza spendere nulla. Il sentiero del Mullerthal si snoda tra gole di arenaria e faggete nella «Piccola Svizzera».',
      'Al nord, le Ardenne e il parco naturale dell’Alta Sûre proteggono fiumi e boschi, e lungo la Mosella piccoli vignaioli accolgono i visitatori per degustazioni e vendemmie.',
    ],
  },
  Malta: {
    tagline: 'Templi antichi, scogliere sul mare e feste di paese',
    paragraphs: [
      'I templi megalitici di Malta sono più antichi delle piramidi, e La Valletta è una città barocca fortificata. Le isole sono tra le più densamente popolate d’Europa, quindi acqua e spazio sono preziosi.',
      'Camminare lungo le scogliere di Gozo, immergersi con operatori che proteggono i fondali, mangiare in ristoranti a gestione familiare e visitare fuori dall’alta estate aiutano a mantenere il turismo in equilibrio con la vita delle isole.',
    ],
  },
  Netherlands: {
    tagline: 'Il Paese delle biciclette che convive con l’acqua',
    paragraphs: [
      'I Paesi Bassi hanno fatto della convivenza con l’acqua un’arte: fiumi a cui si lascia spazio per esondare, dune ripristinate e nuova natura creata su terre strappate al mare. La loro rete ciclabile è la migliore del mondo.',
      'Amsterdam sta lavorando per limitare il turismo di massa, quindi valuta di soggiornare in città come Utrecht, Groninga o Maastricht, o sulle isole Frisone. Noleggia una bici, visita i polder e incontra gli agricoltori che passano a un’agricoltura amica della natura.',
    ],
  },
  'New Zealand': {
    tagline: 'Aotearoa: sogni senza predatori e custodia māori',
    paragraphs: [
      'I paesaggi della Nuova Zelanda vanno da ghiacciai e fiordi ad altopiani vulcanici e foreste subtropicali. Il concetto māori di kaitiakitanga, la custodia, guida la cura di molti luoghi, e il fiume Whanganui è riconosciuto per legge come un essere vivente.',
      'Uccelli autoctoni come il kiwi e il takahē stanno tornando grazie a santuari liberi da predatori. La Tiaki Promise invita ogni visitatore a prendersi cura della terra, del mare e della cultura, e le imprese turistiche māori raccontano le storie della terra attraverso la sua stessa gente.',
    ],
  },
  Poland: {
    tagline: 'Foresta primordiale, vette dei Tatra e città vivaci',
    paragraphs: [
      'La foresta di Białowieża, in Polonia, è una delle ultime foreste primordiali di pianura d’Europa e ospita centinaia di bisonti europei allo stato libero. I monti Tatra, le paludi del Biebrza e i laghi della Masuria offrono una natura straordinaria.',
      'Cracovia, Danzica e Breslavia si raggiungono facilmente in treno e sono ricche di storia. In campagna, agriturismi, guide locali e piccoli produttori di formaggio e miele accolgono i visitatori.',
    ],
  },
  Portugal: {
    tagline: 'Coste atlantiche, sugherete e un’economia blu',
    paragraphs: [
      'Il Portogallo si affaccia sull’Atlantico con spiagge da surf, paesi di pescatori e riserve marine, e il suo entroterra custodisce sugherete, vigneti terrazzati e villaggi di scisto. Gran parte della sua elettricità viene ormai da fonti rinnovabili.',
      'Lisbona e Porto sono molto frequentate, quindi valuta l’Alentejo, la valle del Douro o le Azzorre. Sostenere le piccole comunità di pescatori, i raccoglitori di sughero e le pensioni di paese aiuta zone rurali che hanno perso molti abitanti.',
    ],
  },
  Romania: {
    tagline: 'I Carpazi, il delta del Danubio e tradizioni rurali vive',
    paragraphs: [
      'I Carpazi rumeni ospitano grandi popolazioni di orsi, lupi e linci, e i progetti di rewilding stanno riportando il bisonte nei Carpazi meridionali. Il delta del Danubio è una delle più grandi zone umide d’Europa.',
      'I villaggi sassoni della Transilvania, con le chiese fortificate e i prati da sfalcio ricchi di fiori selvatici, mostrano come l’agricoltura tradizionale sostenga la biodiversità. Pensioni, guide locali e artigiani della zona dipendono da visitatori che apprezzano questo modo di vivere.',
    ],
  },
  Slovakia: {
    tagline: 'Alti Tatra, grotte e chiese di legno',
    paragraphs: [
      'La Slovacchia è un Paese piccolo dalle grandi montagne. Gli Alti Tatra si innalzano ripidi sulla pianura, il Paradiso Slovacco è pieno di gole e scale, e le faggete dei Carpazi sono Patrimonio mondiale dell’UNESCO.',
      'Chiese di legno, tradizioni popolari e rifugi di montagna ripagano chi si spinge oltre Bratislava. Viaggia in treno, soggiorna in chalet a gestione familiare e rispetta le regole dei parchi che proteggono camosci e marmotte.',
    ],
  },
  Slovenia: {
    tagline: 'Il cuore verde d’Europa, dalle Alpi all’Adriatico',
    paragraphs: [
      'La Slovenia è stata tra i primi Paesi ad adottare un programma nazionale verde per il turismo. Più di metà del territorio è bosco, e le Alpi Giulie, l’Isonzo color smeraldo e le grotte carsiche di San Canziano sono a poche ore l’una dall’altra.',
      'Lubiana ha chiuso il centro alle auto ed è tra le capitali più verdi d’Europa. Apicoltori, vignaioli e allevatori di montagna accolgono i visitatori, e il marchio Slovenia Green ti aiuta a trovare strutture che hanno cura del territorio.',
    ],
  },
  Spain: {
    tagline: 'Paesi da far rivivere, zone umide da proteggere e treni tra le città',
    paragraphs: [
      'La Spagna è uno dei Paesi più visitati al mondo, e le sue coste e grandi città ne sentono la pressione. Allo stesso tempo l’interno, la «Spagna vuota», ha paesi che perdono i giovani e accolgono volentieri visitatori che li aiutano a restare vivi.',
      'L’alta velocità sostituisce i voli brevi, e Doñana, i Picos de Europa e i pascoli alberati della dehesa offrono parte della natura più ricca d’Europa. Risparmiare acqua, mangiare locale e scegliere affitti con licenza fa la differenza.',
    ],
  },
  Sweden: {
    tagline: 'Allemansrätten, arcipelaghi e terre sami',
    paragraphs: [
      'Il diritto di accesso pubblico svedese, l’Allemansrätten, permette a chiunque di camminare, andare in canoa e campeggiare in foreste, laghi e arcipelaghi, purché abbia cura della natura e rispetti i proprietari.',
      'Al nord, il Sápmi è la terra del popolo sami e delle sue renne. I treni notturni arrivano ad Abisko e Kiruna, i lodge con marchio ecologico funzionano con energia rinnovabile e le esperienze di proprietà sami condividono una cultura profondamente legata alla terra.',
    ],
  },
  Switzerland: {
    tagline: 'Villaggi alpini, ghiacciai e i treni meglio collegati del mondo',
    paragraphs: [
      'I ghiacciai svizzeri si ritirano in fretta, e le Alpi si riscaldano a un ritmo circa doppio rispetto alla media globale. Il trasporto pubblico è leggendario: treni, autopostali e battelli raggiungono quasi ogni villaggio con un unico orario.',
      'Comunità di montagna come Tschlin, in Bassa Engadina, lavorano per mantenere viva la vita di paese, l’agricoltura a terrazze e l’artigianato locale. Puoi aiutare fermandoti più a lungo in un solo posto, partecipando alle giornate di ripristino e sostenendo i produttori locali.',
      'Tra le nostre esperienze di esempio qui ci sono un’escursione di citizen science verso un ghiacciaio in ritiro e Revive Tschlin, due giorni di lavori per il recupero del villaggio.',
    ],
  },
  'United Kingdom': {
    tagline: 'Sentieri nazionali, torbiere e luoghi di proprietà della comunità',
    paragraphs: [
      'Dalle Highlands scozzesi alla costa della Cornovaglia, il Regno Unito offre parchi nazionali, sentieri di lunga percorrenza e una rete ferroviaria che raggiunge quasi tutto il Paese. I progetti di ripristino di torbiere e boschi stanno riportando habitat perduti nel corso dei secoli.',
      'Pub, negozi e intere tenute di proprietà della comunità in Scozia mostrano un altro modo di condividere i benefici del turismo. Viaggiare in treno, seguire il Countryside Code e visitare fuori dalle vacanze scolastiche fanno una differenza positiva.',
    ],
  },
  'United States': {
    tagline: 'Terre pubbliche, nazioni native e grandi viaggi in treno',
    paragraphs: [
      'Gli Stati Uniti tutelano vastissime terre pubbliche, da Yellowstone e le Everglades ai deserti di roccia rossa del Sud-Ovest. Molti di questi luoghi sono le terre ancestrali delle nazioni native, le cui imprese turistiche ne raccontano la storia e la cultura.',
      'Visitare parchi meno noti, fare volontariato con le squadre di manutenzione dei sentieri, seguire i principi di Leave No Trace e risparmiare acqua negli Stati colpiti dalla siccità aiuta. Le linee panoramiche di Amtrak e i trasporti urbani offrono alternative ai lunghi viaggi in auto.',
    ],
  },
  Uganda: {
    tagline: 'Gorilla di montagna, le sorgenti del Nilo e lodge di comunità',
    paragraphs: [
      'L’Uganda ospita circa metà dei gorilla di montagna del mondo, nelle foreste nebbiose di Bwindi e Mgahinga, oltre agli scimpanzé di Kibale, ai leoni che si arrampicano sugli alberi nel Parco Nazionale Queen Elizabeth e alle sorgenti del Nilo a Jinja.',
      'Le tariffe dei permessi per i gorilla finanziano la conservazione, e una parte va alle comunità intorno ai parchi. Lodge gestiti dalle comunità, guide e portatori locali e cooperative artigiane fanno sì che il turismo vada a beneficio di chi vive accanto alla fauna.',
      'Essendo una destinazione molto vulnerabile, l’Uganda è uno dei luoghi in cui viaggiare in modo responsabile fa più bene.',
    ],
  },
};
