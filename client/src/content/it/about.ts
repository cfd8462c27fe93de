import type { AboutSection } from '../about.ts';

// Italian text of the About Us page (issue 33, docs/decisions/088 "Content", 110): the same
// sections, in the same order and shape, as ../about.ts; `audience` stays an identifier.

export const aboutIt: {
  regenPointsAudiences: readonly (AboutSection & { audience: string })[];
  mission: AboutSection;
  values: readonly { title: string; text: string }[];
  founderStory: AboutSection;
} = {
  regenPointsAudiences: [
    {
      audience: 'travelers',
      heading: 'Per i viaggiatori',
      paragraphs: [
        'I Regen Points® ti dicono quanto contributo positivo serve per lasciare una destinazione migliore di come l’hai trovata. Il calcolatore d’impatto della nostra home trasforma il Paese, il numero di giorni e il numero di città in un obiettivo personale: i luoghi più vulnerabili e i viaggi dal ritmo più serrato chiedono di più.',
        'Guadagni punti prenotando esperienze rigenerative e praticando i gesti quotidiani che suggeriamo per ogni Paese, dal viaggiare in treno al comprare da artigiani locali. Quando i tuoi punti raggiungono l’obiettivo, hai dato un contributo positivo ai luoghi che hai visitato.',
      ],
    },
    {
      audience: 'suppliers',
      heading: 'Per i fornitori',
      paragraphs: [
        'Ogni attività pubblicata su Regen Marketplace genera Regen Points per i viaggiatori che la prenotano, in base alla durata e all’impatto che produce. Quattro ore a piantare mangrovie valgono più di una passeggiata di un’ora, e il nostro team può fissare un valore specifico quando l’impatto di un’attività è eccezionale.',
        'I punti rendono visibile il tuo contributo. I viaggiatori che cercano esperienze significative vedono esattamente quanto vale per il luogo il tempo trascorso con te, e ogni attività viene esaminata prima di andare online, perché l’etichetta mantenga il suo significato.',
      ],
    },
    {
      audience: 'destinations',
      heading: 'Per le destinazioni',
      paragraphs: [
        'Raggruppiamo le destinazioni in tre fasce in base a quanto sono vulnerabili alle pressioni del turismo e del cambiamento climatico. I luoghi molto vulnerabili chiedono ai viaggiatori 1.500 punti al giorno, le destinazioni in via di sviluppo 900 e i Paesi resilienti ad alto reddito 450.',
        'Così i luoghi che hanno più bisogno di cura ricevono più attenzione, e le comunità possono mostrare ai visitatori quali progetti, attività e abitudini fanno davvero la differenza per loro.',
      ],
    },
  ],
  mission: {
    heading: 'La nostra missione',
    paragraphs: [
      'Regen Marketplace esiste perché ogni viaggio lasci un luogo migliore di com’era. Mettiamo in contatto viaggiatori curiosi con persone del posto che ripristinano ecosistemi, fanno rinascere i borghi e mantengono vive le culture, e rendiamo facile vedere il valore di questo lavoro.',
    ],
  },
  values: [
    {
      title: 'Prima il locale',
      text: 'Reddito, decisioni e storie restano alle comunità che ti ospitano.',
    },
    {
      title: 'Misurato, non promesso',
      text: 'I Regen Points danno un numero all’impatto, e ogni attività viene esaminata prima di essere pubblicata.',
    },
    {
      title: 'La natura ha un posto a tavola',
      text: 'Foreste, barriere coralline e fiumi in salute sono la base di ogni destinazione che amiamo.',
    },
    {
      title: 'Con calma e curiosità',
      text: 'Meno luoghi, soggiorni più lunghi, conversazioni vere: viaggi che cambiano anche chi viaggia.',
    },
  ],
  founderStory: {
    heading: 'La nostra storia',
    paragraphs: [
      'Regen Marketplace è nato su una terrazza sopra un villaggio di montagna delle Alpi svizzere. La nostra fondatrice aveva lavorato per anni nel turismo tradizionale e aveva visto luoghi bellissimi riempirsi di visitatori d’estate e svuotarsi di abitanti il resto dell’anno.',
      'A Tschlin ha conosciuto abitanti che ripristinavano vecchi terrazzamenti e riaprivano botteghe con l’aiuto di ospiti che restavano giorni, non ore. Quegli ospiti tornavano a casa con le mani piene di vesciche e amicizie durature, e il villaggio guadagnava qualcosa che poteva misurare.',
      'Si è posta una domanda semplice: e se ogni viaggio potesse essere pensato intorno al bene che fa? I Regen Points sono stati la sua risposta, e questo marketplace è il luogo in cui viaggiatori, fornitori e destinazioni si incontrano per metterla in pratica.',
    ],
  },
};
