import type { BlogPostSource } from '../blog.ts';

// Italian text of the first four blog posts (issue 33: "the first four blog posts with full text";
// the rest of the blog may stay English with a visible "in English" note), keyed by the English
// post's id; author, date, category and image stay the English entry's, and the read time is
// computed from this body. Links stay the English routes (internal-link.ts resolves them; the
// router adds the locale). docs/decisions/088 "Content", 110.

export type BlogText = Pick<BlogPostSource, 'title' | 'excerpt' | 'content'>;

export const blogTextsIt: Readonly<Record<string, BlogText>> = {
  'what-is-regenerative-tourism': {
    title: 'Cos’è il turismo rigenerativo? Una guida pratica per chi viaggia',
    excerpt:
      'Il viaggio sostenibile cerca di fare meno danni. Il viaggio rigenerativo cerca di lasciare i luoghi migliori. Ecco cosa significa in pratica e come organizzare un viaggio intorno a questa idea.',
    content: `
<p>Il turismo sostenibile si pone una domanda semplice: come possiamo viaggiare facendo il minor danno possibile? Il turismo rigenerativo se ne pone una più ambiziosa: come può una visita lasciare un luogo più sano, più prospero e più resiliente di prima? La differenza sembra piccola. In pratica cambia il modo in cui scegli dove andare, cosa fare e come misuri se il viaggio è andato bene.</p>
<h2>Da dove viene l’idea</h2>
<p>La parola «rigenerativo» viene dall’agricoltura e dalla progettazione. L’agricoltura rigenerativa non punta solo a evitare che il suolo si degradi, ma a ricostruirlo, aumentandone anno dopo anno la sostanza organica, la capacità di trattenere l’acqua e la vita. La progettazione rigenerativa applica lo stesso pensiero a edifici e città. Applicata ai viaggi, l’idea è che un’economia turistica funzioni come un ecosistema sano: prende alcune risorse, ma restituisce più di quanto prende.</p>
<p>È un’asticella alta, ed è onesto ammettere che la maggior parte dei viaggi non la supererà. Il solo volo produce emissioni che nessun albero piantato in vacanza può compensare. Ma il pensiero rigenerativo dà una direzione: non chiede «quanto poco danno posso fare?», ma «cosa può guadagnare questo luogo dalla mia presenza?».</p>
<h2>Tre cose che cambiano</h2>
<p><strong>Lo scopo del viaggio.</strong> Invece di collezionare monumenti, organizzi il viaggio intorno ad alcune esperienze che danno un contributo: una giornata a piantare mangrovie, un laboratorio con una cooperativa di artigiani, una passeggiata guidata con un guardaparco il cui stipendio è pagato anche dal tuo biglietto. I monumenti contano ancora, ma non sono più tutto.</p>
<p><strong>Dove va il denaro.</strong> I viaggi rigenerativi privilegiano alloggi di proprietà locale, guide locali e cibo locale, così che una parte maggiore di ciò che spendi resti nella comunità. Una notte in una pensione di famiglia può sostenere una famiglia, un muratore, un fornaio e un agricoltore. Una notte in una catena internazionale può sostenere molte meno persone del posto.</p>
<p><strong>Quanto a lungo resti.</strong> Viaggiare più lentamente significa meno voli, relazioni più profonde e una spesa distribuita su più attività. Una settimana in una valle fa di solito più bene di una settimana di corsa tra cinque capitali.</p>
<h2>Come si presenta sul campo</h2>
<p>Il viaggio rigenerativo non è una categoria speciale di vacanza. È un insieme di scelte che puoi fare in quasi ogni viaggio. In Slovenia può voler dire prendere il treno per il lago di Bohinj invece di andare in auto a Bled, passare una mattinata ad aiutare i guardaparco a liberare dagli arbusti un prato da fieno e comprare il miele da un apicoltore che alleva l’ape carniolica autoctona. In Egitto può voler dire mangiare nelle bancarelle di famiglia durante un tour gastronomico di quartiere, navigare sul Nilo con una feluca a vela invece che con una grande nave da crociera e scegliere un centro immersioni che segue pratiche rispettose della barriera nel Mar Rosso; puoi prenotare il tour gastronomico del Cairo e la navigazione in feluca tra le nostre <a href="/experiences/Egypt">esperienze rigenerative in Egitto</a>.</p>
<p>In India può essere una giornata con un vivaio comunitario che pianta mangrovie nelle Sundarbans, dove gli alberi proteggono i villaggi dalle mareggiate dei cicloni. Trovi esperienze come queste tra le nostre <a href="/experiences/India">esperienze rigenerative in India</a> e nelle pagine delle esperienze di ogni destinazione in cui i fornitori le propongono.</p>
<p>In Svizzera può essere una settimana in un villaggio di montagna della Bassa Engadina, ad aiutare a ripristinare vecchi terrazzamenti e a conoscere le famiglie che stanno riportando in vita il paese, con ogni tratto del viaggio in treno e autopostale. Nessuno di questi viaggi è esotico o costoso. Ciò che hanno in comune è l’attenzione: a ciò di cui il luogo ha bisogno e a chi beneficia di ciò che spendi.</p>
<h2>Come organizzare un viaggio rigenerativo</h2>
<ol>
<li><strong>Parti dai bisogni della destinazione.</strong> Informati sul luogo prima di decidere cosa fare. È sovraffollato d’estate? Manca l’acqua? Sta perdendo i giovani a favore delle città? Si sta riprendendo da un incendio? Le risposte orientano tutto il resto.</li>
<li><strong>Fissa un obiettivo.</strong> Usa il nostro calcolatore d’impatto per vedere quanti Regen Points chiede il tuo viaggio. Il numero dipende da quanto è vulnerabile la destinazione e da quanto velocemente pensi di viaggiare.</li>
<li><strong>Scegli gesti quotidiani.</strong> Ogni destinazione ha una pagina di gesti suggeriti, dal prendere il treno al comprare dalle cooperative. Scegli quelli adatti al tuo viaggio; i <a href="/actions/Slovenia">gesti suggeriti per la Slovenia</a> sono un buon esempio di quanto possano essere concreti.</li>
<li><strong>Prenota una o due attività che ripristinano o sostengono.</strong> Cerca attività che ripristinano attivamente la natura o sostengono la vita della comunità, organizzate da persone del posto che ti spiegano cosa porta la tua visita.</li>
<li><strong>Viaggia via terra quando puoi e resta più a lungo.</strong> Il tragitto è di solito la parte più grande dell’impronta di un viaggio. Meglio pochi viaggi più lunghi che tanti brevi.</li>
<li><strong>Resta in contatto.</strong> Segui il progetto a cui hai partecipato, consiglia la guida che ti ha accompagnato e pensa di tornare.</li>
</ol>
<h2>Cosa non è il viaggio rigenerativo</h2>
<p>Non è il volonturismo che manda visitatori senza competenze a costruire scuole o ad accudire orfani, lavori che la gente del posto fa meglio e che possono danneggiare i bambini coinvolti. Non è un albero piantato per ogni prenotazione senza che nessuno controlli se sopravvive. Non è un resort che si definisce rigenerativo perché ha un orto. E non è un prodotto di lusso: alcuni dei viaggi più rigenerativi sono anche tra i più economici, fatti di treni, pensioni e cibo locale.</p>
<p>Diffida di qualsiasi attività che faccia grandi promesse senza saperle spiegare. Un vero operatore rigenerativo sa dirti chi beneficia della tua visita, cosa ripristina, come misura il risultato e cosa non è ancora riuscito a sistemare.</p>
<h2>Domande da fare prima di prenotare</h2>
<ul>
<li>Chi è il proprietario di questa attività, e vive qui?</li>
<li>Come vengono pagati le guide e il personale?</li>
<li>Cosa succede agli alberi, ai coralli o ai prati dopo che me ne vado?</li>
<li>La comunità ha voce in capitolo su quanti visitatori arrivano?</li>
<li>C’è qualcosa che l’operatore sta ancora cercando di migliorare?</li>
</ul>
<h2>Non si tratta di essere perfetti</h2>
<p>Nessun viaggio è a impatto zero. Il viaggio rigenerativo riguarda la direzione: ogni scelta che porta denaro, attenzione e cura verso le persone e gli ecosistemi di un luogo è un passo nel verso giusto. Non farai tutto bene, e non serve. Alcune scelte saranno compromessi, come un volo che non puoi evitare o una settimana in cui il treno è impossibile, e va bene così. Comincia con una scelta nel tuo prossimo viaggio, come un tragitto in treno, una guida locale o una mattinata di lavoro di ripristino, e costruisci da lì.</p>
<p>Quando sei pronto a iniziare, <a href="/destinations">scegli una destinazione</a> e scopri di cosa ha bisogno.</p>`,
  },
  'community-led-tourism-lessons': {
    title: 'Cinque lezioni dal turismo di comunità nel mondo',
    excerpt:
      'Dai lodge nella foresta in Uganda agli apicoltori sloveni, i progetti di turismo di comunità di maggior successo condividono alcune abitudini. Ecco cosa ci insegnano.',
    content: `
<p>Il turismo di comunità è il turismo che la gente del posto progetta, possiede e governa. Assume molte forme: un’associazione di pensioni di paese, una cooperativa di guide, una riserva che affitta terra per la fauna, un gruppo di agricoltori che apre la propria cucina ai visitatori. È spesso piccolo, a volte fragile e di solito molto più appagante da visitare delle alternative. Abbiamo guardato progetti in quattro continenti e ci siamo chiesti cosa li fa durare.</p>
<p>Gli esempi che seguono sono ben documentati, e le lezioni valgono ben oltre: per un apicoltore sloveno, una guida gastronomica egiziana o un portatore ugandese quanto per un lodge famoso.</p>
<h2>1. Le decisioni si prendono sul posto</h2>
<p>I progetti durano quando sono i residenti a decidere cosa condividere, quanti visitatori accogliere e quando dire di no. I partner esterni possono aiutare con promozione, formazione e finanziamenti, ma le chiavi le tiene la comunità.</p>
<p>In Nuova Zelanda, Whale Watch Kaikōura è stata fondata nel 1987 da membri dei Ngāti Kurī, una sottotribù māori, in un momento di difficoltà per l’economia della cittadina. L’impresa è diventata uno dei maggiori datori di lavoro della zona, ed è ancora di proprietà delle persone i cui antenati vivevano su quella costa. Poiché i proprietari vivono lì, le decisioni sul numero di barche e su quanto avvicinarsi alle balene le prendono persone che tra cinquant’anni saranno ancora lì.</p>
<p>Decidere sul posto non è sempre rapido né ordinato. Le riunioni richiedono tempo, i disaccordi sono frequenti e alcune buone idee non decollano mai. Ma il turismo che una comunità ha scelto dura molto più di quello che le viene imposto.</p>
<h2>2. I benefici si condividono apertamente</h2>
<p>I gruppi di successo pubblicano come viene ripartito il reddito: salari, un fondo comunitario, conservazione, manutenzione. La trasparenza crea fiducia e tiene tutti coinvolti nel successo del progetto.</p>
<p>Nelle riserve comunitarie del Kenya, i proprietari ricevono canoni regolari finanziati dalle tariffe di conservazione che gli ospiti dei safari pagano per ogni notte. Dove questi pagamenti sono chiari, affidabili e arrivano alle singole famiglie, il sostegno alla fauna è forte. Dove il denaro sparisce in un comitato o in un’impresa esterna, cresce il risentimento e il modello perde legittimità. La lezione è la stessa ovunque: le persone sostengono ciò che vedono portare loro dei benefici.</p>
<h2>3. La cultura si condivide, non si mette in scena</h2>
<p>I visitatori apprezzano la vita quotidiana vera più degli spettacoli allestiti: cucinare insieme, lavorare nei campi, ascoltare storie raccontate in prima persona. Gli host dicono che è più comodo anche per loro.</p>
<p>In Uganda, le visite ai batwa, allontanati dalle foreste di Bwindi e Mgahinga quando sono diventate parchi nazionali, sono state per anni gestite da esterni e criticate come forme di sfruttamento. Le esperienze ideate e guidate dalle stesse comunità batwa oggi raccontano quella storia alle loro condizioni: come vivevano nella foresta, cosa hanno perso e cosa stanno costruendo. I nostri <a href="/actions/Uganda">gesti suggeriti per l’Uganda</a> consigliano di scegliere proprio queste esperienze.</p>
<p>Il principio vale anche per il cibo. Un tour gastronomico di quartiere al Cairo che porta i visitatori in bancarelle di famiglia scelte da un’associazione di quartiere, con ogni tappa pagata in modo equo, condivide la vita quotidiana come nessun buffet d’albergo può fare. Ne trovi uno tra le nostre <a href="/experiences/Egypt">esperienze rigenerative in Egitto</a>.</p>
<h2>4. Il turismo è un reddito tra tanti</h2>
<p>Le comunità che dipendono interamente dai visitatori sono vulnerabili agli shock, come ha mostrato la pandemia. Quando i viaggi si sono fermati nel 2020, le riserve che dipendevano dalle tariffe turistiche hanno faticato a pagare proprietari e ranger, e le pensioni che avevano abbandonato l’agricoltura non avevano nulla su cui ripiegare.</p>
<p>I progetti più solidi uniscono il turismo ad agricoltura, artigianato, pesca o altri lavori. Un apicoltore sloveno che accoglie visitatori continua a vendere miele. Un paese di pescatori spagnolo che organizza passeggiate nel patrimonio continua a pescare. Una fattoria alpina che ospita turisti continua a fare formaggio. Il turismo aggiunge reddito e valore a questi mestieri; non dovrebbe sostituirli.</p>
<p>Sulla costa atlantica spagnola, Barbate pesca il tonno rosso con l’almadraba, un labirinto di reti fisse che risale ai Fenici, da circa tremila anni. Pescatori in pensione guidano oggi passeggiate che spiegano la tonnara, le quote che hanno salvato il tonno dal collasso e cosa significa la pesca per il paese. Le passeggiate portano reddito e orgoglio; la pesca continua. Trovi una passeggiata di questo tipo tra le nostre <a href="/experiences/Spain">esperienze rigenerative in Spagna</a>.</p>
<h2>5. I visitatori sono partner</h2>
<p>Gli ospiti che restano più a lungo, tornano e consigliano il progetto diventano parte del suo successo. Molti host restano in contatto con ex visitatori che condividono competenze, aiutano con la promozione o tornano anni dopo con la famiglia.</p>
<p>Essere un buon partner significa anche accettare le regole della comunità. Può voler dire visitare solo in certi giorni, vestirsi in un certo modo, non fotografare certi luoghi o pagare una tariffa che sembra alta. Queste regole sono di solito il motivo per cui il progetto esiste ancora.</p>
<h2>Cosa va storto</h2>
<p>Il turismo di comunità non è buono di per sé. Alcuni progetti possono essere accaparrati da poche famiglie potenti, lasciando le altre senza nulla. I progetti finanziati da donatori possono crollare quando finisce il contributo, perché un mercato non c’è mai stato. Il successo può portare troppi visitatori e proprio le pressioni che la comunità voleva evitare. E alcuni operatori esterni usano il linguaggio del turismo di comunità senza condividere né il controllo né il reddito.</p>
<p>I campanelli d’allarme sono simili ovunque: nessuno sa spiegare dove va il denaro, la gente del posto compare solo come attori o personale, e le decisioni le prende qualcuno che vive altrove.</p>
<h2>Come trovare esperienze di comunità</h2>
<ul>
<li><strong>Chiedi chi è il proprietario.</strong> Cerca proprietà comunitaria, cooperativa o familiare, e chiedi dove vivono i proprietari.</li>
<li><strong>Chiedi come viene ripartito il reddito.</strong> I progetti validi sono orgogliosi di raccontartelo.</li>
<li><strong>Cerca la vita quotidiana vera.</strong> Cucinare, coltivare, pescare e fare cose con le mani sono di solito segnali migliori degli spettacoli.</li>
<li><strong>Resta più a lungo.</strong> Più notti significano più reddito e un’esperienza più profonda.</li>
<li><strong>Prenota direttamente quando puoi.</strong> Le commissioni degli intermediari riducono ciò che arriva alla comunità.</li>
</ul>
<p>Quando prenoti, cerca i segni di queste abitudini: proprietà locale, ripartizione chiara dei benefici ed esperienze autentiche, non allestite. Sono la migliore garanzia che la tua visita lasci qualcosa.</p>
<p>E quando trovi un progetto che fa le cose bene, parlane. Per una piccola attività di comunità senza budget per la promozione, una recensione dettagliata, un consiglio agli amici o una seconda visita possono contare più di qualsiasi campagna pubblicitaria.</p>`,
  },
  'rewilding-europe-travel': {
    title: 'Il rewilding in Europa: dove vedere la natura che ritorna',
    excerpt:
      'Bisonti nei Carpazi, avvoltoi sopra i Rodopi, castori in Scozia. Una guida ai paesaggi del rewilding in Europa e a come la tua visita può sostenerli.',
    content: `
<p>In tutta Europa si lascia spazio al ritorno della natura. I progetti di rewilding reintroducono specie scomparse, lasciano i fiumi liberi di muoversi e permettono ai boschi di rigenerarsi sui terreni agricoli abbandonati. Animali spariti da interi Paesi per secoli, come il bisonte europeo, il castoro e il gipeto, sono tornati. Molti di questi progetti accolgono visitatori, e il reddito del turismo è parte di ciò che li rende sostenibili.</p>
<h2>Perché in Europa c’è spazio per il selvatico</h2>
<p>L’Europa rurale è cambiata radicalmente nell’ultimo secolo. Milioni di persone hanno lasciato le campagne per le città, e vaste aree di terreni agricoli marginali, soprattutto in montagna e nell’Europa meridionale e orientale, sono state abbandonate. Allo stesso tempo, la tutela legale di specie come lupi, orsi, linci e rapaci ne ha permesso la ripresa. Il risultato è un’occasione rara: terra in cui la natura può tornare, e fauna in grado di ritornarci.</p>
<p>Il rewilding si distingue dalla conservazione tradizionale per un aspetto importante. Invece di gestire la terra in modo intensivo per mantenerla in un certo stato, punta a ripristinare i processi naturali, come il pascolo dei grandi erbivori, le piene, la predazione e la dinamica naturale del bosco, e poi a fare un passo indietro.</p>
<h2>Carpazi meridionali, Romania</h2>
<p>Il bisonte europeo fu sterminato in natura dalla caccia all’inizio del Novecento e sopravvisse solo negli zoo. Dal 2014 viene liberato sui monti Țarcu, nei Carpazi meridionali, dove oggi una popolazione allo stato libero pascola prati e radure. I bisonti modellano il paesaggio mentre si nutrono, aprendo radure e disperdendo semi.</p>
<p>Le guide locali organizzano escursioni sulle tracce e appostamenti nei capanni, e le pensioni dei villaggi vicini beneficiano dei visitatori attirati dalle mandrie. I Carpazi ospitano anche una delle più grandi popolazioni europee di orsi bruni, lupi e linci. Gli orsi vanno osservati solo dai capanni con guide esperte, e non bisogna mai dar loro da mangiare; i nostri <a href="/actions/Romania">gesti suggeriti per la Romania</a> spiegano perché.</p>
<h2>Monti Rodopi, Bulgaria</h2>
<p>Grifoni e avvoltoi monaci tornano a volare sopra i Rodopi orientali grazie ai carnai, alla protezione dai veleni e alla reintroduzione di daini e cervi come prede naturali. L’avvoltoio monaco non nidificava in Bulgaria da decenni quando gli ambientalisti hanno iniziato a liberare uccelli nei Balcani. I capanni vicino a Madzharovo, le passeggiate a cavallo e i soggiorni nelle case dei villaggi rendono la regione un luogo appagante per viaggiare con calma. Le esche avvelenate piazzate per lupi e sciacalli restano la minaccia più grave per gli avvoltoi, e i progetti locali lavorano con gli allevatori per fermarne l’uso.</p>
<h2>Highlands scozzesi</h2>
<p>I castori, sterminati in Gran Bretagna nel Cinquecento, sono tornati in diversi fiumi scozzesi. Sono stati reintrodotti ufficialmente a Knapdale nel 2009, e nel Tayside si è stabilita una popolazione nata da animali fuggiti o liberati illegalmente. Nel 2019 il castoro è diventato specie protetta in Scozia. Le sue dighe creano zone umide che trattengono l’acqua, riducono le alluvioni e sostengono insetti, pesci e uccelli.</p>
<p>Tenute di tutte le Highlands stanno ripristinando boschi autoctoni e torbiere. Alcune tenute di proprietà della comunità offrono cabine, passeggiate guidate e giornate di volontariato, e il reddito aiuta a pagare il lavoro. Il programma scozzese di ripristino delle torbiere è uno dei più grandi d’Europa.</p>
<h2>Sistema Iberico, Spagna</h2>
<p>Nell’interno della Spagna i paesi perdono abitanti da decenni. Sui terreni agricoli abbandonati tornano cavalli selvatici, avvoltoi e stambecchi iberici, e alcuni paesi che si stavano svuotando ospitano oggi naturalisti e fotografi. La Spagna ospita la maggior parte degli avvoltoi d’Europa, e i grifoni sopra le gole del Sistema Iberico sono uno spettacolo a sé.</p>
<p>Anche la costa spagnola ha le sue storie di ripristino: dune ricostruite sulla costa atlantica vicino a Tarifa e praterie marine monitorate nello Stretto di Gibilterra. Guarda le nostre <a href="/experiences/Spain">esperienze rigenerative in Spagna</a> per modi di partecipare.</p>
<h2>Il delta del Danubio</h2>
<p>Dove il Danubio incontra il Mar Nero, tra Romania e Ucraina, la più grande zona umida d’Europa ospita pellicani, marangoni minori e innumerevoli altri uccelli. Qui i progetti di rewilding ricollegano vecchie peschiere e polder al ritmo delle piene del fiume. Le piccole barche con pescatori locali come guide disturbano gli uccelli molto meno dei motoscafi, e le pensioni dei villaggi offrono zuppa di pesce e serate tranquille sull’acqua.</p>
<h2>Appennino centrale, Italia</h2>
<p>Sulle montagne a est di Roma sopravvive l’orso bruno marsicano, una piccola popolazione isolata di poche decine di animali che non esiste in nessun altro luogo. Le associazioni ambientaliste lavorano con i paesi del Parco Nazionale d’Abruzzo, Lazio e Molise per creare comunità «a misura d’orso»: recinzioni elettriche intorno a frutteti e alveari, cassonetti anti-orso e cartelli sulle strade dove gli orsi attraversano. I visitatori che soggiornano in questi paesi, camminano con guide locali e comprano miele e formaggio da aziende che convivono con l’orso aiutano a dimostrare che convivere con gli orsi può convenire.</p>
<h2>Come visitarli bene</h2>
<ul>
<li><strong>Prenota con guide locali</strong> legate al progetto di rewilding. Sanno dove sono gli animali e come osservarli senza disturbarli.</li>
<li><strong>Soggiorna nei paesi</strong> invece che nei grandi hotel. Il reddito nei paesi crea sostegno locale alla fauna.</li>
<li><strong>Mantieni le distanze</strong> dalla fauna e segui le regole dei capanni: voce bassa, niente flash, non uscire finché gli animali sono vicini.</li>
<li><strong>Resta diverse notti.</strong> L’osservazione della fauna premia la pazienza, e un solo giorno raramente mostra molto.</li>
<li><strong>Viaggia via terra.</strong> Molte aree di rewilding si raggiungono in treno e autobus, con un passaggio locale all’arrivo.</li>
</ul>
<h2>Le tensioni</h2>
<p>Il rewilding non piace a tutti. Gli allevatori temono gli attacchi di lupi e orsi al bestiame, e alcune comunità rurali lo vedono come gente di fuori che decide il futuro della loro terra. I progetti che funzionano lavorano a stretto contatto con la gente del posto, risarciscono le perdite, aiutano con la prevenzione, come cani da guardiania e recinzioni elettriche, e creano lavoro. Il turismo può aiutare mostrando che la natura selvaggia porta reddito oltre che costi.</p>
<p>Anche i visitatori hanno un ruolo. Rispettare il bestiame, chiudere i cancelli, tenere i cani al guinzaglio e comprare dagli allevatori locali mostra che chi viene per la fauna apprezza anche le comunità rurali che con essa condividono la terra.</p>
<h2>Un processo di lungo periodo</h2>
<p>Il rewilding richiede decenni. Una mandria di bisonti ha bisogno di anni per crescere, un bosco di generazioni per maturare, e gli atteggiamenti cambiano lentamente. I visitatori che portano reddito ed entusiasmo aiutano la gente del posto a vedere un futuro nella natura selvaggia, e chi torna anno dopo anno vede il paesaggio cambiare con i propri occhi. Forse è il modo di viaggiare più appagante che esista.</p>`,
  },
  'train-travel-climate': {
    title: 'Perché il treno è la scelta per il clima più efficace che puoi fare',
    excerpt:
      'Nella maggior parte dei viaggi, arrivare è la parte più grande della tua impronta. Ecco come cambiano i numeri se scegli il treno, e come renderlo facile.',
    content: `
<p>Quando si pensa all’impatto climatico di una vacanza, spesso vengono in mente gli asciugamani dell’hotel e le cannucce di plastica. In realtà a dominare è di solito il trasporto: in un viaggio tipico, andata e ritorno producono più emissioni di tutto il resto messo insieme. Per questo la scelta di come arrivare è la decisione per il clima più efficace che la maggior parte dei viaggiatori prende, e per molti tragitti in Europa e altrove la risposta migliore è il treno.</p>
<h2>Treno contro aereo</h2>
<p>I treni elettrici alimentati da una rete in gran parte a basse emissioni emettono per passeggero una piccola frazione dei gas serra di un volo a corto raggio. I dati ufficiali pubblicati dal governo britannico per la rendicontazione aziendale indicano per un volo nazionale emissioni per passeggero-chilometro pari a diverse volte quelle di un viaggio medio in treno nazionale, e i treni elettrici ad alta velocità su reti a basse emissioni, come quelle di Francia, Svizzera o Svezia, fanno ancora meglio. Anche sulle linee diesel, il treno di solito batte nettamente l’aereo.</p>
<p>I voli hanno anche effetti che vanno oltre l’anidride carbonica. Le scie di condensazione e gli ossidi di azoto rilasciati in quota contribuiscono al riscaldamento, ed è per questo che molti calcolatori applicano un fattore aggiuntivo alle emissioni dell’aviazione. La scienza sull’entità di questo fattore è ancora in evoluzione, ma indica una sola direzione: il costo climatico del volo è più alto di quanto suggerisca la sola anidride carbonica.</p>
<h2>Più veloce di quanto pensi</h2>
<p>Per tragitti sotto le sei o sette ore circa, il treno è spesso altrettanto veloce da porta a porta. Gli aeroporti sono fuori città, obbligano ad arrivare in anticipo e aggiungono code ai controlli, attese dei bagagli e trasferimenti. I treni partono dal centro e arrivano in centro. Da Londra a Parigi ci vogliono ben meno di tre ore con l’Eurostar; da Madrid a Barcellona circa due ore e mezza con i treni ad alta velocità più rapidi; da Milano a Roma circa tre.</p>
<p>I governi hanno iniziato ad agire. La Francia ha vietato i voli nazionali brevi sulle tratte in cui un treno diretto impiega meno di due ore e mezza. Le tratte interessate sono poche, ma il principio è importante: dove esiste una buona alternativa ferroviaria, dovrebbe venire prima.</p>
<h2>Il ritorno del treno notturno</h2>
<p>I treni notturni stanno vivendo una rinascita. La rete Nightjet austriaca collega Vienna, Monaco, Zurigo, Amburgo, Amsterdam, Bruxelles, Roma e altre città. La cooperativa European Sleeper gestisce un servizio che collega Bruxelles, Amsterdam, Berlino e Praga. La Francia ha rilanciato i treni notturni da Parigi a Nizza, Briançon e i Pirenei, e il Caledonian Sleeper va da Londra alle Highlands scozzesi. In Svezia i treni notturni raggiungono la Lapponia da Stoccolma, e in Finlandia da Helsinki.</p>
<p>Un treno notturno fa risparmiare una notte in hotel e una giornata di viaggio. Ti addormenti in un Paese e ti svegli in un altro, spesso nel centro della città che visiti. Le sistemazioni vanno dai sedili reclinabili alle cuccette fino agli scompartimenti privati con doccia.</p>
<p>I treni notturni non sono sempre economici, e i servizi possono essere cancellati con poco preavviso per lavori. Prenota presto, leggi le condizioni sui rimborsi e tieni un piano B. Per molti viaggiatori svegliarsi con le Alpi o le Highlands fuori dal finestrino vale lo sforzo.</p>
<h2>Rendere facile il treno</h2>
<ul>
<li><strong>Pianifica con strumenti validi.</strong> I pianificatori degli operatori ferroviari nazionali mostrano le coincidenze internazionali, e guide indipendenti come The Man in Seat 61 spiegano percorsi, tariffe e trucchi per prenotare Paese per Paese.</li>
<li><strong>Valuta un pass.</strong> Interrail, per i residenti in Europa, ed Eurail, per chi arriva da fuori Europa, possono rendere economici e flessibili i viaggi in più Paesi. Abbonamenti nazionali come il Deutschlandticket tedesco coprono i treni regionali e il trasporto locale di un intero Paese con un prezzo mensile.</li>
<li><strong>Prenota presto sulle linee ad alta velocità.</strong> Su molte tratte ad alta velocità le tariffe salgono man mano che il treno si riempie, e i biglietti più economici vanno via con settimane o mesi di anticipo.</li>
<li><strong>Viaggia leggero.</strong> Cambiare treno diventa una passeggiata.</li>
<li><strong>Lascia margine per le coincidenze.</strong> Prevedi tempo tra un treno e l’altro, soprattutto ai confini, e controlla se i tuoi biglietti ti tutelano in caso di coincidenza persa.</li>
</ul>
<h2>L’ultimo chilometro</h2>
<p>Il treno ti porta in città o in valle; autobus, bici e battelli fanno il resto. La Svizzera è il modello: treni, autopostali e battelli dei laghi seguono un orario comune, e quasi ogni villaggio si raggiunge senza auto. Molte regioni alpine austriache danno agli ospiti una carta con autobus locali gratuiti. Il Lussemburgo ha reso gratuito tutto il trasporto pubblico. I nostri <a href="/actions/Switzerland">gesti suggeriti per la Svizzera</a> e <a href="/actions/Austria">per l’Austria</a> mostrano quanto possa essere facile viaggiare senza auto.</p>
<p>In Slovenia, un treno da Lubiana a Bohinjska Bistrica ti porta alle porte del Parco Nazionale del Triglav, e in Egitto la ferrovia lungo il Nilo collega Il Cairo, Luxor e Assuan, un viaggio più economico e pulito dei voli interni; è uno dei nostri <a href="/actions/Egypt">gesti suggeriti per l’Egitto</a>.</p>
<h2>Quando volare è inevitabile</h2>
<p>Per i viaggi a lungo raggio, vola meno spesso e resta più a lungo. Scegli voli diretti, perché decollo e atterraggio consumano una parte consistente del carburante di un volo, e vola in economy: un posto premium occupa più spazio sull’aereo e quindi una quota maggiore delle sue emissioni. Una volta arrivato, spostati via terra invece di aggiungere voli interni. Usa il tempo risparmiato su tante fughe brevi per un unico viaggio più profondo.</p>
<p>Diffida delle compensazioni di carbonio vendute al momento del pagamento. Alcune finanziano progetti reali; molte non mantengono ciò che promettono. Volare meno è oggi l’unico modo affidabile per ridurre le emissioni dell’aviazione.</p>
<h2>Il vantaggio in più</h2>
<p>Chi viaggia in treno racconta sempre che il tragitto diventa parte della vacanza: paesaggi che cambiano, conversazioni con gli altri passeggeri, un pasto nella carrozza ristorante, arrivare in centro invece che in un aeroporto di periferia. Puoi leggere, lavorare, sgranchirti le gambe e guardare fuori dal finestrino. È una scelta per il clima che rende il viaggio migliore, e una delle poche in cui fare la cosa giusta è anche la più piacevole.</p>
<h2>Comincia da un tragitto</h2>
<p>Se non hai mai fatto un lungo viaggio in treno, comincia da un tragitto che di solito faresti in aereo: una fuga in una città a qualche centinaio di chilometri, un viaggio in montagna o una visita alla famiglia. Concediti un’ora o due in più, porta un libro e vedi come va. Molti di quelli che ci provano non tornano più indietro.</p>`,
  },
};
