// Italian messages: the public impact ledger, its verification, the methodology page and
// self-reported actions. Same keys and order as ../en-ledger.ts (docs/decisions/110). Wording
// follows Directive (EU) 2024/825 as the English does: facts, no generic environmental claim.
import type { Messages } from '../../index.ts';

export const itLedgerMessages = {
  /* ---- Errors ---- */
  'ledger.selfReport.daysInvalid': 'I giorni di pratica devono essere un numero intero da 1 a {max}.',
  'ledger.selfReport.actionNotFound': 'Scegli uno dei gesti suggeriti per questa destinazione.',
  'ledger.selfReport.limit':
    'Hai registrato {max} gesti, il massimo che un account conserva. Rimuovine uno prima di registrarne un altro.',
  'ledger.selfReport.notFound': 'Questo gesto registrato non è stato trovato.',

  /* ---- Footer ---- */
  'ledger.footer.ledger': 'Registro d’impatto',
  'ledger.footer.methodology': 'Metodologia',

  /* ---- /impact/ledger ---- */
  'ledger.meta.title': 'Registro d’impatto',
  'ledger.meta.description':
    'Ogni accredito di Regen Points® e ogni decisione su un risultato misurato, numerati e concatenati tramite hash perché chiunque possa verificare che nessuno sia stato modificato, rimosso o riordinato.',
  'ledger.eyebrow': 'Registro pubblico',
  'ledger.title': 'Registro d’impatto',
  'ledger.intro':
    'Ogni accredito di Regen Points® e ogni decisione di un revisore su un risultato misurato, nell’ordine in cui sono stati registrati. Ogni voce ha un numero progressivo e un hash SHA-256 del suo contenuto e dell’hash della voce precedente, così una modifica, una rimozione o un riordino in qualsiasi punto si nota.',
  'ledger.privacy':
    'I viaggiatori compaiono con uno pseudonimo. Un nome compare solo se quel viaggiatore ha condiviso l’attestato e non ha scelto di restare anonimo.',
  'ledger.summary.entries': '{count, plural, one {# voce} other {# voci}} nella catena',
  'ledger.summary.head': 'Ultimo hash',
  'ledger.summary.none': 'Ancora nessuna voce',
  'ledger.filter.legend': 'Filtra le voci',
  'ledger.filter.destination': 'Destinazione',
  'ledger.filter.allDestinations': 'Tutte le destinazioni',
  'ledger.filter.activity': 'Attività',
  'ledger.filter.allActivities': 'Tutte le attività',
  'ledger.filter.unit': 'Unità di risultato',
  'ledger.filter.allUnits': 'Tutte le unità',
  'ledger.filter.apply': 'Mostra le voci',
  'ledger.filter.clear': 'Cancella i filtri',
  'ledger.filter.showing':
    '{count, plural, =0 {Nessuna voce corrispondente} one {# voce corrispondente} other {# voci corrispondenti}}',
  'ledger.empty': 'Ancora nessuna voce corrisponde a questi filtri.',
  'ledger.entries.label': 'Voci del registro, dalla più recente',
  'ledger.entry.serial': 'N. {serial}',
  'ledger.entry.kind.attended': 'Presenza accreditata',
  'ledger.entry.kind.correction': 'Correzione del n. {serial}',
  'ledger.entry.kind.outcome_verified': 'Risultato verificato',
  'ledger.entry.kind.outcome_queried': 'Domanda su un risultato',
  'ledger.entry.kind.outcome_rejected': 'Risultato rifiutato',
  'ledger.entry.follows': 'Segue il n. {serial}',
  'ledger.entry.recorded': 'Registrata il {date} UTC',
  'ledger.entry.points': '{points} Regen Points®',
  'ledger.entry.participants': '{count, plural, one {# persona presente} other {# persone presenti}}',
  'ledger.entry.noShow': 'Segnata come mancata presenza',
  'ledger.entry.reviewer': 'Deciso da {reviewer}',
  'ledger.entry.traveler': 'Viaggiatore {id}',
  'ledger.entry.receipt': 'Attestato',
  'ledger.entry.receiptOf': 'Attestato di {name}',
  'ledger.entry.activityGone': 'Attività non più pubblicata',
  'ledger.entry.host': 'Organizzata da {name}',
  'ledger.entry.hash': 'Hash',
  'ledger.entry.prevHash': 'Hash precedente',
  'ledger.pagination.label': 'Pagine del registro',
  'ledger.pagination.newer': 'Voci più recenti',
  'ledger.pagination.older': 'Voci meno recenti',
  'ledger.pagination.page': 'Pagina {page} di {pages}',
  'ledger.downloads.title': 'Scarica l’intera catena',
  'ledger.downloads.body':
    'Entrambi i file contengono tutte le voci, dal n. 1 all’ultima, con l’hash precedente e il proprio hash: tutto ciò che serve per verificare la catena senza doversi fidare di questa pagina.',
  'ledger.downloads.asJson': 'Scarica JSON',
  'ledger.downloads.asCsv': 'Scarica CSV',
  'ledger.downloads.verify': 'Come verificare la catena',
  'ledger.downloads.methodology': 'Come si misurano i Regen Points® e i risultati',

  /* ---- /impact/methodology ---- */
  'methodology.meta.title': 'Metodologia: come si misura l’impatto',
  'methodology.meta.description':
    'Cosa sono e cosa non sono i Regen Points®, come si misura e si verifica ogni unità di risultato, cosa è autodichiarato, come funziona il registro pubblico e i limiti di ciò che affermiamo.',
  'methodology.eyebrow': 'Metodologia',
  'methodology.title': 'Come si misura l’impatto e cosa non affermiamo',
  'methodology.intro':
    'Questa pagina spiega cosa significano i nostri numeri, da dove vengono, chi li controlla e cosa non possono dirti. È il riferimento per ogni dato di questo sito.',
  'methodology.toc': 'In questa pagina',
  'methodology.points.title': 'Cosa sono i Regen Points®',
  'methodology.points.body1':
    'I Regen Points® sono l’unità propria di questo marketplace per la partecipazione a un’attività. I punti di un’attività seguono una regola pubblicata: la sua durata in ore × 150, oppure un valore fisso per due tour specifici (400 per il tour gastronomico del Cairo, 600 per l’attività sul Nilo).',
  'methodology.points.body2':
    'Un viaggiatore riceve l’accredito quando l’host dell’attività ne segna la presenza (o ne fa il check-in): i punti dell’attività × le persone presenti. Un host può correggere la segnalazione per 14 giorni; una correzione è una nuova voce, mai una modifica.',
  'methodology.points.body3':
    'I punti risultano verificati solo quando i risultati misurati della sessione sono stati verificati; fino ad allora risultano in attesa di verifica.',
  'methodology.notPoints.title': 'Cosa non sono i Regen Points®',
  'methodology.notPoints.body':
    'Non sono una misura di carbonio, di biodiversità o di qualsiasi altra grandezza fisica, non sono una compensazione, né un certificato, né denaro. Non si possono comprare, vendere o scambiare. Un numero alto non significa che un viaggio non abbia avuto effetti dannosi: viaggiare, e soprattutto volare, ha effetti che questi punti non contano.',
  'methodology.units.title': 'Risultati misurati e relativi metodi',
  'methodology.units.body':
    'Ciò che una sessione ha fatto per un luogo viene indicato separatamente dai punti, nelle unità qui sotto. Ogni unità ha un metodo che l’host segue, le prove che un revisore si aspetta e il riferimento su cui si basa il metodo. Le quantità sono mostrate come semplici numeri nella loro unità («pianta ~3 alberi a persona»), mai come aggettivi.',
  'methodology.units.method': 'Metodo',
  'methodology.units.evidence': 'Prove',
  'methodology.units.source': 'Riferimento',
  'methodology.verification.title': 'Come vengono verificate le prove, e da chi',
  'methodology.verification.body1':
    'Dopo una sessione l’host comunica le quantità misurate e può allegare fino a 5 foto e una nota. Un revisore, cioè un membro dello staff del marketplace con il ruolo di amministratore o un verificatore nominato da un amministratore, confronta il resoconto con le prove richieste dall’unità e poi lo verifica, fa una domanda o lo rifiuta indicando un motivo. L’host riceve un’email e può rispondere.',
  'methodology.verification.body2':
    'Ogni decisione è una voce del registro pubblico, con chi ha deciso e quando. I revisori controllano le prove che ricevono; non visitano ogni luogo, e un controllo può non accorgersi di un errore.',
  'methodology.selfReported.title': 'Cosa è autodichiarato',
  'methodology.selfReported.body1':
    'I gesti suggeriti nella pagina Gesti di ogni destinazione (ad esempio prendere il treno) mostrano quanto vale un gesto per giorno di pratica. Quella cifra è indicativa: nessuno l’ha guadagnata e nessuno la controlla.',
  'methodology.selfReported.body2':
    'Un viaggiatore che ha effettuato l’accesso può registrare un gesto che ha praticato. Compare a parte in Il mio impatto, contrassegnato come autodichiarato, e non viene mai sommato ai Regen Points® accreditati o verificati né al registro pubblico.',
  'methodology.selfReported.body3':
    'Il calcolatore d’impatto della home stima i punti che servirebbero a un viaggio perché un viaggiatore dia un contributo positivo a una destinazione. È un obiettivo, non una misurazione.',
  'methodology.ledger.title': 'Come funziona il registro',
  'methodology.ledger.body1':
    'Ogni accredito di Regen Points® e ogni decisione di un revisore su un risultato è una voce del registro pubblico d’impatto, scritta nella stessa transazione del database di ciò che registra: una voce esiste se e solo se esiste l’accredito o la decisione. Le voci sono numerate 1, 2, 3… senza salti, e due voci non possono mai seguire la stessa.',
  'methodology.ledger.body2':
    'Nulla nel registro viene modificato o eliminato; il database lo impedisce. Un errore si corregge con una nuova voce che indica quella che corregge.',
  'methodology.ledger.body3':
    'I viaggiatori compaiono solo con uno pseudonimo casuale, mai con il loro account. Se un account viene eliminato, con esso viene eliminato il collegamento tra l’account e il suo pseudonimo; le voci restano e nessuno può sapere di chi fossero.',
  'methodology.verify.title': 'Come verificare la catena',
  'methodology.verify.step1': 'Scarica la catena in JSON o CSV dal registro d’impatto.',
  'methodology.verify.step2':
    'Per ogni voce, scrivi il suo contenuto come oggetto JSON con esattamente queste chiavi in questo ordine, senza spazi, con i valori assenti come null e «v» come 1:',
  'methodology.verify.step3':
    'Calcola lo SHA-256 di quel testo codificato in UTF-8, in esadecimale minuscolo. Deve coincidere con l’hash della voce.',
  'methodology.verify.step4':
    'L’hash precedente della prima voce è formato da 64 zeri; l’hash precedente di ogni altra voce deve coincidere con l’hash della voce prima, e i numeri progressivi devono andare 1, 2, 3… senza salti.',
  'methodology.verify.step5': 'Una correzione indica una voce precedente in «corrects».',
  'methodology.verify.command': 'Oppure esegui il controllo incluso nel codice sorgente:',
  'methodology.verify.commandResult':
    'Termina con 0 quando la catena è integra, altrimenti indica la prima voce che non corrisponde. Accetta un indirizzo o un file scaricato, JSON o CSV.',
  'methodology.verify.example': 'Il contenuto di una voce così come viene sottoposto all’hash:',
  'methodology.limits.title': 'I limiti di ciò che affermiamo',
  'methodology.limits.body1':
    'Indichiamo ciò che è stato fatto durante una sessione (alberi piantati, chili di rifiuti pesati, ore di lavoro locale retribuito), non ciò che provoca in seguito: non affermiamo tassi di sopravvivenza, carbonio rimosso o cambiamenti ecologici a lungo termine.',
  'methodology.limits.body2':
    'Le quantità sono comunicate dagli host e confrontate con le loro prove da un revisore, non misurate da noi. I Regen Points® e i nostri metodi non sono certificati da terze parti.',
  'methodology.limits.body3':
    'Il registro dimostra che le voci non sono state modificate, rimosse o riordinate dopo essere state registrate. Non può dimostrare che ciò che è stato registrato fosse vero.',
  'methodology.limits.body4':
    'In base alla Direttiva (UE) 2024/825 non facciamo alcuna asserzione ambientale generica, come «green», «eco-friendly» o «sostenibile» usati come etichetta, senza i fatti accanto.',
  'methodology.links.ledger': 'Vedi il registro d’impatto',

  /* ---- /actions: guidance and self-reporting ---- */
  'ledger.actions.guidance':
    'Indicativo: quanto vale questo gesto per giorno di pratica. Nessuno lo ha ancora guadagnato.',
  'ledger.actions.log.title': 'Lo hai praticato?',
  'ledger.actions.log.days': 'Giorni di pratica',
  'ledger.actions.log.submit': 'Registra come autodichiarato',
  'ledger.actions.log.logged':
    'Registrato in Il mio impatto come autodichiarato: {days, plural, one {# giorno} other {# giorni}}.',
  'ledger.actions.log.signIn': 'Accedi per registrarlo',
  'ledger.actions.log.note':
    'Autodichiarato: compare a parte in Il mio impatto e non viene mai sommato ai tuoi Regen Points®.',

  /* ---- My Impact: self-reported actions ---- */
  'ledger.mine.title': 'Gesti autodichiarati',
  'ledger.mine.body':
    'Gesti che hai registrato come praticati. Nessuno li controlla, quindi restano a parte: non sono Regen Points® e non rientrano nel tuo totale né nel registro pubblico.',
  'ledger.mine.empty': 'Non hai registrato alcun gesto. La pagina Gesti di ogni destinazione ha dei suggerimenti.',
  'ledger.mine.item': '{title} · {country}',
  'ledger.mine.itemDetail':
    '{days, plural, one {# giorno} other {# giorni}} · indicativo: {points} al giorno · registrato il {date}',
  'ledger.mine.guidanceTotal':
    'Secondo le cifre indicative: {points}. Autodichiarato, non accreditato, non verificato.',
  'ledger.mine.badge': 'Autodichiarato',
  'ledger.mine.remove': 'Rimuovi {title}',
  'ledger.mine.removeShort': 'Rimuovi',
  'ledger.mine.removed': 'Rimosso.',
} as const satisfies Partial<Messages>;
