import type { BlogPostSource } from '../blog.ts';

// German text of the first four blog posts (issue 33: "the first four blog posts with full text";
// the rest of the blog may stay English with a visible "in English" note), keyed by the English
// post's id; author, date, category and image stay the English entry's, and the read time is
// computed from this body. Links stay the English routes (internal-link.ts resolves them; the
// router adds the locale). docs/decisions/088 "Content", 110.

export type BlogText = Pick<BlogPostSource, 'title' | 'excerpt' | 'content'>;

export const blogTextsDe: Readonly<Record<string, BlogText>> = {
  'what-is-regenerative-tourism': {
    title: 'Was ist regenerativer Tourismus? Ein praktischer Leitfaden für Reisende',
    excerpt:
      'Nachhaltiges Reisen versucht, weniger Schaden anzurichten. Regeneratives Reisen versucht, Orte besser zu hinterlassen. Was das in der Praxis bedeutet – und wie Sie eine Reise danach planen.',
    content: `
<p>Nachhaltiger Tourismus stellt eine einfache Frage: Wie können wir reisen und dabei so wenig Schaden wie möglich anrichten? Regenerativer Tourismus stellt eine ehrgeizigere: Wie kann ein Besuch einen Ort gesünder, wohlhabender und widerstandsfähiger hinterlassen, als er vorher war? Der Unterschied klingt klein. In der Praxis verändert er, wie Sie auswählen, wohin Sie fahren, was Sie dort tun und woran Sie messen, ob die Reise gut war.</p>
<h2>Woher die Idee kommt</h2>
<p>Das Wort „regenerativ“ stammt aus Landwirtschaft und Gestaltung. Regenerative Landwirtschaft will Böden nicht nur vor dem Verfall bewahren, sondern sie wieder aufbauen: Jahr für Jahr mehr Humus, mehr Wasserspeicherfähigkeit, mehr Leben. Regeneratives Design überträgt denselben Gedanken auf Gebäude und Städte. Aufs Reisen angewandt heißt das: Eine Tourismuswirtschaft sollte wie ein gesundes Ökosystem funktionieren – sie nimmt sich Ressourcen, gibt aber mehr zurück, als sie nimmt.</p>
<p>Das ist eine hohe Messlatte, und es ist ehrlich zuzugeben, dass die meisten Reisen sie nicht überspringen. Allein das Fliegen verursacht Emissionen, die kein Baumpflanzen im Urlaub ausgleichen kann. Doch regeneratives Denken gibt eine Richtung vor: Es fragt nicht „Wie wenig Schaden kann ich anrichten?“, sondern „Was kann dieser Ort dadurch gewinnen, dass ich hier bin?“</p>
<h2>Drei Dinge, die sich ändern</h2>
<p><strong>Der Zweck der Reise.</strong> Statt Sehenswürdigkeiten zu sammeln, planen Sie um einige Erlebnisse herum, die etwas beitragen: ein Tag beim Mangrovenpflanzen, ein Workshop bei einer Handwerkskooperative, eine geführte Wanderung mit einem Ranger, dessen Gehalt Ihre Gebühr mitfinanziert. Sehenswürdigkeiten zählen weiterhin, aber sie sind nicht mehr alles.</p>
<p><strong>Wohin das Geld fließt.</strong> Regenerative Reisen setzen auf Unterkünfte in lokaler Hand, lokale Guides und regionale Küche, damit mehr von Ihren Ausgaben in der Gemeinschaft bleibt. Eine Nacht in einer Familienpension kann einen Haushalt, einen Handwerker, eine Bäckerin und einen Landwirt unterstützen. Eine Nacht in einer internationalen Kette unterstützt vor Ort womöglich weit weniger Menschen.</p>
<p><strong>Wie lange Sie bleiben.</strong> Langsamere Reisen bedeuten weniger Flüge, tiefere Beziehungen und Ausgaben, die sich auf mehr Betriebe verteilen. Eine Woche in einem Tal bewirkt meist mehr Gutes als eine Woche im Eiltempo durch fünf Hauptstädte.</p>
<h2>Wie es vor Ort aussieht</h2>
<p>Regeneratives Reisen ist keine besondere Urlaubskategorie. Es ist eine Reihe von Entscheidungen, die Sie auf fast jeder Reise treffen können. In Slowenien kann es bedeuten, mit dem Zug zum Bohinjer See zu fahren statt mit dem Auto nach Bled, einen Vormittag lang Rangern beim Entbuschen einer Heuwiese zu helfen und Honig bei einem Imker zu kaufen, der die heimische Krainer Biene hält. In Ägypten kann es bedeuten, auf einer Food-Tour durchs Viertel an familiengeführten Ständen zu essen, den Nil auf einer windgetriebenen Feluke statt auf einem großen Kreuzfahrtschiff zu befahren und im Roten Meer eine Tauchbasis zu wählen, die riffschonend arbeitet; die Food-Tour in Kairo und die Feluken-Fahrt können Sie unter unseren <a href="/experiences/Egypt">regenerativen Erlebnissen in Ägypten</a> buchen.</p>
<p>In Indien kann es ein Tag mit einer Gemeinschaftsbaumschule sein, die in den Sundarbans Mangroven pflanzt – Bäume, die Dörfer vor Sturmfluten bei Zyklonen schützen. Erlebnisse wie diese finden Sie unter unseren <a href="/experiences/India">regenerativen Erlebnissen in Indien</a> und auf den Erlebnisseiten aller Reiseziele, in denen Anbieter sie anbieten.</p>
<p>In der Schweiz kann es eine Woche in einem Bergdorf im Unterengadin sein: alte Terrassen wiederherstellen, die Familien kennenlernen, die das Dorf wiederbeleben, und jede Etappe der Reise mit Zug und Postauto zurücklegen. Keine dieser Reisen ist exotisch oder teuer. Gemeinsam ist ihnen Aufmerksamkeit: dafür, was der Ort braucht, und dafür, wem Ihre Ausgaben nützen.</p>
<h2>So planen Sie eine regenerative Reise</h2>
<ol>
<li><strong>Beginnen Sie mit den Bedürfnissen des Reiseziels.</strong> Lesen Sie über den Ort, bevor Sie entscheiden, was Sie dort tun. Ist er im Sommer überlaufen? Fehlt Wasser? Verliert er seine jungen Menschen an die Städte? Erholt er sich von einem Waldbrand? Die Antworten prägen alles Weitere.</li>
<li><strong>Setzen Sie sich ein Ziel.</strong> Sehen Sie mit unserem Wirkungsrechner, wie viele Regen Points Ihre Reise verlangt. Die Zahl hängt davon ab, wie verletzlich das Reiseziel ist und wie schnell Sie reisen wollen.</li>
<li><strong>Wählen Sie Alltagstipps.</strong> Jedes Reiseziel hat eine Seite mit Tipps, vom Zugfahren bis zum Einkauf bei Kooperativen. Wählen Sie die, die zu Ihrer Reise passen; <a href="/actions/Slovenia">die Tipps für Slowenien</a> zeigen gut, wie konkret sie sein können.</li>
<li><strong>Buchen Sie ein oder zwei Aktivitäten, die wiederherstellen oder unterstützen.</strong> Suchen Sie Aktivitäten, die aktiv Natur wiederherstellen oder das Gemeinschaftsleben stützen, geleitet von Menschen vor Ort, die erklären, was Ihr Besuch beiträgt.</li>
<li><strong>Reisen Sie wo möglich über Land und bleiben Sie länger.</strong> Die Anreise ist meist der größte Teil des Fußabdrucks einer Reise. Weniger, dafür längere Reisen sind besser als viele kurze.</li>
<li><strong>Bleiben Sie in Kontakt.</strong> Verfolgen Sie das Projekt, bei dem Sie mitgemacht haben, empfehlen Sie den Guide weiter, der Sie begleitet hat, und denken Sie über eine Rückkehr nach.</li>
</ol>
<h2>Was regeneratives Reisen nicht ist</h2>
<p>Es ist kein Voluntourismus, der ungelernte Gäste Schulen bauen oder Waisenkinder betreuen lässt – Arbeit, die Menschen vor Ort besser erledigen und die den betroffenen Kindern schaden kann. Es ist kein Baum pro Buchung, bei dem niemand prüft, ob er überlebt. Es ist kein Resort, das sich regenerativ nennt, weil es einen Garten hat. Und es ist kein Luxusprodukt: Manche der regenerativsten Reisen gehören auch zu den günstigsten, gebaut aus Zügen, Pensionen und regionaler Küche.</p>
<p>Seien Sie vorsichtig bei Betrieben, die große Versprechen machen, ohne sie erklären zu können. Ein echter regenerativer Anbieter kann Ihnen sagen, wem Ihr Besuch nützt, was er wiederherstellt, wie er das Ergebnis misst und was er noch nicht in den Griff bekommen hat.</p>
<h2>Fragen vor der Buchung</h2>
<ul>
<li>Wem gehört dieser Betrieb, und leben die Eigentümer hier?</li>
<li>Wie werden Guides und Personal bezahlt?</li>
<li>Was geschieht mit den Bäumen, Korallen oder Wiesen, wenn ich wieder weg bin?</li>
<li>Hat die Gemeinschaft ein Mitspracherecht, wie viele Gäste kommen?</li>
<li>Gibt es etwas, woran der Anbieter noch arbeitet?</li>
</ul>
<h2>Es geht nicht um Perfektion</h2>
<p>Keine Reise ist frei von Wirkung. Beim regenerativen Reisen geht es um die Richtung: Jede Entscheidung, die Geld, Aufmerksamkeit und Sorgfalt zu den Menschen und Ökosystemen eines Ortes lenkt, ist ein Schritt in die richtige Richtung. Sie werden nicht alles richtig machen, und das müssen Sie auch nicht. Manche Entscheidungen werden Kompromisse sein – ein Flug, der sich nicht vermeiden lässt, oder eine Woche, in der der Zug unmöglich ist –, und das ist in Ordnung. Beginnen Sie auf Ihrer nächsten Reise mit einer Entscheidung, etwa einer Zugfahrt, einem lokalen Guide oder einem Vormittag Renaturierungsarbeit, und bauen Sie darauf auf.</p>
<p>Wenn Sie bereit sind, <a href="/destinations">wählen Sie ein Reiseziel</a> und sehen Sie, was es braucht.</p>`,
  },
  'community-led-tourism-lessons': {
    title: 'Fünf Lehren aus gemeinschaftlich geführtem Tourismus weltweit',
    excerpt:
      'Von Waldlodges in Uganda bis zu Imkern in Slowenien: Die erfolgreichsten gemeinschaftlichen Tourismusprojekte haben ein paar Gewohnheiten gemeinsam. Das können wir von ihnen lernen.',
    content: `
<p>Gemeinschaftlich geführter Tourismus ist Tourismus, den Menschen vor Ort gestalten, besitzen und verwalten. Es gibt ihn in vielen Formen: ein Verband von Dorfpensionen, eine Genossenschaft von Guides, ein Schutzgebiet, das Land für Wildtiere pachtet, eine Gruppe von Landwirten, die Gästen ihre Küchen öffnen. Er ist oft klein, manchmal fragil und meist weit lohnender zu besuchen als die Alternativen. Wir haben uns Projekte auf vier Kontinenten angesehen und gefragt, was sie dauerhaft macht.</p>
<p>Die folgenden Beispiele sind gut dokumentiert, und die Lehren gelten weit über sie hinaus: für einen slowenischen Imker, eine ägyptische Food-Guide oder einen ugandischen Träger ebenso wie für eine berühmte Lodge.</p>
<h2>1. Entschieden wird vor Ort</h2>
<p>Projekte haben Bestand, wenn die Bewohner entscheiden, was sie teilen, wie viele Gäste sie empfangen und wann sie Nein sagen. Partner von außen können bei Marketing, Ausbildung und Finanzierung helfen, doch die Schlüssel hält die Gemeinschaft.</p>
<p>In Neuseeland wurde Whale Watch Kaikōura 1987 von Angehörigen der Ngāti Kurī gegründet, eines Māori-Unterstamms, als die Wirtschaft der Stadt kämpfte. Das Unternehmen wurde zu einem der größten Arbeitgeber der Gegend und gehört bis heute den Menschen, deren Vorfahren an dieser Küste lebten. Weil die Eigentümer dort leben, entscheiden über die Zahl der Boote und den Abstand zu den Walen Menschen, die auch in fünfzig Jahren noch dort sein werden.</p>
<p>Entscheidungen vor Ort sind nicht immer schnell oder ordentlich. Versammlungen brauchen Zeit, Meinungsverschiedenheiten sind häufig, und manche gute Idee kommt nie in Gang. Doch Tourismus, den eine Gemeinschaft gewählt hat, ist weit beständiger als Tourismus, der ihr aufgezwungen wird.</p>
<h2>2. Der Nutzen wird offen geteilt</h2>
<p>Erfolgreiche Gruppen legen offen, wie das Einkommen aufgeteilt wird: Löhne, ein Gemeinschaftsfonds, Naturschutz, Instandhaltung. Transparenz schafft Vertrauen und sorgt dafür, dass alle am Erfolg des Projekts interessiert bleiben.</p>
<p>In Kenias gemeinschaftlichen Schutzgebieten erhalten Landbesitzer regelmäßige Pachtzahlungen, finanziert aus den Naturschutzgebühren, die Safarigäste für jede Nacht zahlen. Wo diese Zahlungen klar und verlässlich sind und bei den einzelnen Familien ankommen, ist die Unterstützung für Wildtiere groß. Wo das Geld in einem Komitee oder bei einer auswärtigen Firma verschwindet, wächst der Unmut, und das Modell verliert seine Legitimität. Die Lehre ist überall dieselbe: Menschen unterstützen, was ihnen sichtbar nützt.</p>
<h2>3. Kultur wird geteilt, nicht vorgeführt</h2>
<p>Gäste schätzen echten Alltag mehr als inszenierte Shows: gemeinsam kochen, auf den Feldern arbeiten, Geschichten in der ersten Person hören. Gastgeber sagen, dass ihnen das auch selbst angenehmer ist.</p>
<p>In Uganda wurden Besuche bei den Batwa, die aus den Wäldern von Bwindi und Mgahinga vertrieben wurden, als diese zu Nationalparks wurden, jahrelang von Außenstehenden veranstaltet und als ausbeuterisch kritisiert. Erlebnisse, die Batwa-Gemeinschaften selbst gestalten und leiten, erzählen diese Geschichte heute zu ihren eigenen Bedingungen: wie sie im Wald lebten, was sie verloren haben und was sie jetzt aufbauen. Unsere <a href="/actions/Uganda">Tipps für Uganda</a> empfehlen, genau diese Erlebnisse zu wählen.</p>
<p>Das Prinzip gilt auch beim Essen. Eine Food-Tour durch ein Viertel in Kairo, die Gäste zu familiengeführten Ständen bringt, die eine Nachbarschaftsvereinigung ausgewählt hat, und jeden Halt fair bezahlt, teilt Alltag auf eine Weise, wie es kein Hotelbuffet kann. Eine solche Tour finden Sie unter unseren <a href="/experiences/Egypt">regenerativen Erlebnissen in Ägypten</a>.</p>
<h2>4. Tourismus ist ein Einkommen unter mehreren</h2>
<p>Gemeinschaften, die ganz von Gästen abhängen, sind anfällig für Krisen, wie die Pandemie gezeigt hat. Als 2020 das Reisen stillstand, konnten Schutzgebiete, die von Tourismusgebühren abhingen, Landbesitzer und Ranger kaum noch bezahlen, und Pensionen, die die Landwirtschaft aufgegeben hatten, hatten nichts, worauf sie zurückgreifen konnten.</p>
<p>Die stärksten Projekte verbinden Tourismus mit Landwirtschaft, Handwerk, Fischerei oder anderer Arbeit. Ein slowenischer Imker, der Gäste empfängt, verkauft weiterhin Honig. Ein spanischer Fischerort, der Führungen zu seinem Erbe anbietet, fischt weiterhin. Ein Alpbetrieb, der Gäste beherbergt, macht weiterhin Käse. Tourismus ergänzt diese Lebensgrundlagen um Einkommen und Wert; er sollte sie nicht ersetzen.</p>
<p>An Spaniens Atlantikküste fischt der Ort Barbate seit rund dreitausend Jahren mit der Almadraba auf Roten Thun, einem Labyrinth fest verankerter Netze, das auf die Zeit der Phönizier zurückgeht. Pensionierte Fischer führen heute Spaziergänge, die die Falle erklären, die Quoten, die den Thun vor dem Zusammenbruch bewahrt haben, und was die Fischerei für den Ort bedeutet. Die Führungen bringen Einkommen und Stolz; die Fischerei geht weiter. Einen solchen Spaziergang finden Sie unter unseren <a href="/experiences/Spain">regenerativen Erlebnissen in Spanien</a>.</p>
<h2>5. Gäste sind Partner</h2>
<p>Gäste, die länger bleiben, wiederkommen und das Projekt weiterempfehlen, werden Teil seines Erfolgs. Viele Gastgeber halten Kontakt zu früheren Gästen, die Fähigkeiten einbringen, beim Marketing helfen oder Jahre später mit ihren Familien wiederkommen.</p>
<p>Ein guter Partner zu sein heißt auch, die Regeln der Gemeinschaft zu akzeptieren. Das kann bedeuten, nur an bestimmten Tagen zu kommen, sich auf eine bestimmte Weise zu kleiden, bestimmte Orte nicht zu fotografieren oder eine Gebühr zu zahlen, die hoch erscheint. Diese Regeln sind meist der Grund, warum es das Projekt noch gibt.</p>
<h2>Was schiefgeht</h2>
<p>Gemeinschaftlicher Tourismus ist nicht automatisch gut. Projekte können von wenigen mächtigen Familien vereinnahmt werden, während die anderen leer ausgehen. Spendenfinanzierte Projekte können zusammenbrechen, wenn die Förderung endet, weil es nie einen Markt für sie gab. Erfolg kann zu viele Gäste bringen und genau den Druck, den die Gemeinschaft vermeiden wollte. Und auswärtige Anbieter verwenden manchmal die Sprache des gemeinschaftlichen Tourismus, ohne Kontrolle oder Einkommen zu teilen.</p>
<p>Die Warnzeichen ähneln sich überall: Niemand kann erklären, wohin das Geld fließt, Menschen vor Ort tauchen nur als Darsteller oder Personal auf, und die Entscheidungen trifft jemand, der woanders lebt.</p>
<h2>So finden Sie gemeinschaftlich geführte Erlebnisse</h2>
<ul>
<li><strong>Fragen Sie, wem es gehört.</strong> Achten Sie auf Gemeinschafts-, Genossenschafts- oder Familienbesitz und fragen Sie, wo die Eigentümer leben.</li>
<li><strong>Fragen Sie, wie das Einkommen geteilt wird.</strong> Gute Projekte erzählen es Ihnen mit Stolz.</li>
<li><strong>Suchen Sie echten Alltag.</strong> Kochen, Landwirtschaft, Fischerei und Handwerk sind meist bessere Zeichen als Shows.</li>
<li><strong>Bleiben Sie länger.</strong> Mehr Nächte bedeuten mehr Einkommen und ein tieferes Erlebnis.</li>
<li><strong>Buchen Sie, wo möglich, direkt.</strong> Provisionen von Vermittlern verringern, was bei der Gemeinschaft ankommt.</li>
</ul>
<p>Achten Sie bei der Buchung auf Zeichen dieser Gewohnheiten: Besitz vor Ort, klar geteilter Nutzen und ehrliche, nicht inszenierte Erlebnisse. Sie sind die beste Garantie dafür, dass Ihr Besuch etwas hinterlässt.</p>
<p>Und wenn Sie ein Projekt finden, das es richtig macht, erzählen Sie es weiter. Für einen kleinen Gemeinschaftsbetrieb ohne Marketingbudget kann eine ausführliche Bewertung, eine Empfehlung an Freunde oder ein erneuter Besuch mehr bewirken als jede Werbekampagne.</p>`,
  },
  'rewilding-europe-travel': {
    title: 'Rewilding in Europa: Wo die Natur zurückkehrt',
    excerpt:
      'Wisente in den Karpaten, Geier über den Rhodopen, Biber in Schottland. Ein Leitfaden zu Europas Rewilding-Landschaften und dazu, wie Ihr Besuch sie unterstützen kann.',
    content: `
<p>In ganz Europa bekommt die Natur Raum, zurückzukehren. Rewilding-Projekte siedeln fehlende Arten wieder an, lassen Flüsse frei fließen und Wälder auf aufgegebenem Ackerland nachwachsen. Tiere, die jahrhundertelang aus ganzen Ländern verschwunden waren, wie der Wisent, der Biber und der Bartgeier, sind zurück. Viele dieser Projekte heißen Gäste willkommen, und Einnahmen aus dem Tourismus tragen dazu bei, dass sie sich tragen.</p>
<h2>Warum Europa Raum für Wildnis hat</h2>
<p>Das ländliche Europa hat sich im vergangenen Jahrhundert stark verändert. Millionen Menschen sind vom Land in die Städte gezogen, und große Flächen wenig ertragreichen Ackerlands, besonders in den Bergen sowie im Süden und Osten Europas, wurden aufgegeben. Zugleich hat der gesetzliche Schutz von Arten wie Wolf, Bär, Luchs und Greifvögeln ihnen die Erholung ermöglicht. Daraus ergibt sich eine seltene Gelegenheit: Land, auf das die Natur zurückkehren kann, und Wildtiere, die dorthin zurückkehren können.</p>
<p>Rewilding unterscheidet sich in einem wichtigen Punkt vom klassischen Naturschutz. Statt Land intensiv zu pflegen, um es in einem bestimmten Zustand zu halten, will es natürliche Prozesse wiederherstellen – die Beweidung durch große Pflanzenfresser, Überschwemmungen, Räuber-Beute-Beziehungen und die natürliche Dynamik des Waldes – und sich dann zurücknehmen.</p>
<h2>Südkarpaten, Rumänien</h2>
<p>Wisente wurden Anfang des 20. Jahrhunderts in freier Wildbahn ausgerottet und überlebten nur in Zoos. Seit 2014 werden sie im Țarcu-Gebirge der Südkarpaten ausgewildert, wo heute ein frei lebender Bestand Wiesen und Waldlichtungen beweidet. Wisente gestalten beim Fressen die Landschaft, öffnen Lichtungen und verbreiten Samen.</p>
<p>Lokale Guides führen Spurensuche-Wanderungen und Aufenthalte in Beobachtungsverstecken, und Pensionen in den Dörfern ringsum profitieren von Gästen, die wegen der Herden kommen. Die Karpaten beherbergen zudem einen der größten Bestände an Braunbären, Wölfen und Luchsen in Europa. Bären sollte man nur aus Verstecken mit erfahrenen Guides beobachten und nie füttern; warum, erklären unsere <a href="/actions/Romania">Tipps für Rumänien</a>.</p>
<h2>Rhodopen, Bulgarien</h2>
<p>Gänsegeier und Mönchsgeier kreisen wieder über den Ostrhodopen, dank Futterplätzen, Schutz vor Vergiftung und der Wiederansiedlung von Dam- und Rothirschen als natürliche Beute. Der Mönchsgeier hatte in Bulgarien jahrzehntelang nicht mehr gebrütet, bevor Naturschützer begannen, auf dem Balkan Vögel auszuwildern. Beobachtungsverstecke bei Madscharowo, Ausritte und Unterkünfte bei Familien im Dorf machen die Region zu einem lohnenden Ziel für langsames Reisen. Giftköder, die für Wölfe und Schakale ausgelegt werden, bleiben die größte Gefahr für die Geier, und lokale Projekte arbeiten mit Landwirten daran, sie zu beenden.</p>
<h2>Schottische Highlands</h2>
<p>Biber, in Großbritannien im 16. Jahrhundert ausgerottet, sind an mehrere schottische Flüsse zurückgekehrt. Offiziell wurden sie 2009 in Knapdale wieder angesiedelt, und in Tayside etablierte sich ein Bestand aus entlaufenen oder illegal freigelassenen Tieren. 2019 wurde der Biber in Schottland zur geschützten Art. Seine Dämme schaffen Feuchtgebiete, die Wasser speichern, Hochwasser mindern und Insekten, Fische und Vögel fördern.</p>
<p>Güter in den ganzen Highlands stellen heimischen Wald und Moore wieder her. Manche Güter in Gemeinschaftsbesitz bieten Hütten, geführte Wanderungen und Freiwilligentage an, und die Einnahmen helfen, die Arbeit zu bezahlen. Schottlands Programm zur Moorrenaturierung gehört zu den größten in Europa.</p>
<h2>Iberisches Hochland, Spanien</h2>
<p>Im Landesinneren Spaniens verlieren Dörfer seit Jahrzehnten Einwohner. Auf aufgegebenem Ackerland kehren Wildpferde, Geier und Steinböcke zurück, und manche Dörfer, die sich leerten, empfangen heute Naturkundige und Fotografen. In Spanien lebt der Großteil der Geier Europas, und die Gänsegeier über den Schluchten des Iberischen Hochlands sind ein Schauspiel für sich.</p>
<p>Auch die spanische Küste hat ihre Renaturierungsgeschichten: wieder aufgebaute Dünen an der Atlantikküste bei Tarifa und überwachte Seegraswiesen in der Straße von Gibraltar. Wie Sie mitmachen können, zeigen unsere <a href="/experiences/Spain">regenerativen Erlebnisse in Spanien</a>.</p>
<h2>Das Donaudelta</h2>
<p>Wo die Donau in Rumänien und der Ukraine ins Schwarze Meer mündet, ist Europas größtes Feuchtgebiet Heimat von Pelikanen, Zwergscharben und unzähligen anderen Vögeln. Rewilding-Projekte verbinden hier alte Fischteiche und Polder wieder mit dem Hochwasserpuls des Flusses. Kleine Boote mit Fischern als Guides stören die Vögel weit weniger als Schnellboote, und Dorfpensionen bieten Fischsuppe und ruhige Abende am Wasser.</p>
<h2>Zentraler Apennin, Italien</h2>
<p>In den Bergen östlich von Rom überlebt der Marsische Braunbär als kleiner, isolierter Bestand von nur wenigen Dutzend Tieren, die es nirgendwo sonst gibt. Naturschutzgruppen arbeiten mit Dörfern rund um den Nationalpark Abruzzen, Latium und Molise daran, „bärenkluge“ Gemeinden zu schaffen: Elektrozäune um Obstgärten und Bienenstöcke, bärensichere Mülltonnen und Schilder, wo Bären Straßen kreuzen. Gäste, die in diesen Dörfern übernachten, mit lokalen Guides wandern und Honig und Käse von bärenfreundlichen Höfen kaufen, helfen zu zeigen, dass sich das Leben mit Bären lohnen kann.</p>
<h2>So besuchen Sie gut</h2>
<ul>
<li><strong>Buchen Sie lokale Guides</strong>, die mit dem Rewilding-Projekt verbunden sind. Sie wissen, wo die Tiere sind und wie man sie beobachtet, ohne sie zu stören.</li>
<li><strong>Übernachten Sie im Dorf</strong> statt in großen Hotels. Einkommen in den Dörfern schafft vor Ort Rückhalt für Wildtiere.</li>
<li><strong>Halten Sie Abstand</strong> zu Wildtieren und beachten Sie die Regeln im Versteck: leise sprechen, kein Blitz, das Versteck nicht verlassen, solange Tiere in der Nähe sind.</li>
<li><strong>Bleiben Sie mehrere Nächte.</strong> Wildtierbeobachtung belohnt Geduld, und ein einzelner Tag zeigt selten viel.</li>
<li><strong>Reisen Sie über Land.</strong> Viele Rewilding-Gebiete sind mit Zug und Bus erreichbar, mit einer Abholung vor Ort am Ende.</li>
</ul>
<h2>Die Spannungen</h2>
<p>Rewilding ist nicht überall beliebt. Landwirte fürchten Angriffe von Wölfen und Bären auf ihr Vieh, und manche ländlichen Gemeinden sehen im Rewilding Außenstehende, die über die Zukunft ihres Landes entscheiden. Erfolgreiche Projekte arbeiten eng mit den Menschen vor Ort zusammen, gleichen Verluste aus, helfen bei der Vorbeugung mit Herdenschutzhunden und Elektrozäunen und schaffen Arbeitsplätze. Tourismus kann helfen, indem er zeigt, dass wilde Natur nicht nur Kosten, sondern auch Einkommen bringt.</p>
<p>Auch Gäste können hier etwas beitragen. Wer Weidetiere respektiert, Gatter schließt, Hunde an der Leine führt und bei lokalen Landwirten einkauft, zeigt, dass Menschen, die wegen der Wildtiere kommen, auch die ländlichen Gemeinden schätzen, die das Land mit ihnen teilen.</p>
<h2>Ein langfristiger Prozess</h2>
<p>Rewilding braucht Jahrzehnte. Eine Wisentherde braucht Jahre, um zu wachsen, ein Wald braucht Generationen, um zu reifen, und Einstellungen ändern sich langsam. Gäste, die Einkommen und Begeisterung mitbringen, helfen den Menschen vor Ort, in der wilden Natur eine Zukunft zu sehen, und wer Jahr für Jahr wiederkommt, sieht die Landschaft sich mit eigenen Augen verändern. Vielleicht ist das die lohnendste Art zu reisen, die es gibt.</p>`,
  },
  'train-travel-climate': {
    title: 'Warum der Zug die wirksamste Klimaentscheidung ist, die Sie treffen können',
    excerpt:
      'Bei den meisten Reisen ist die Anreise der größte Teil Ihres Fußabdrucks. Wie die Bahn die Zahlen verändert – und wie Sie es sich leicht machen.',
    content: `
<p>Wenn Menschen an die Klimawirkung eines Urlaubs denken, haben sie oft Hotelhandtücher und Plastikstrohhalme vor Augen. Tatsächlich dominiert meist der Verkehr: Bei einer typischen Reise verursachen Hin- und Rückweg mehr Emissionen als alles andere zusammen. Damit ist die Wahl des Verkehrsmittels die wirksamste Klimaentscheidung, die die meisten Reisenden treffen – und für viele Strecken in Europa und darüber hinaus ist die beste Antwort der Zug.</p>
<h2>Bahn gegen Flugzeug</h2>
<p>Elektrische Züge, deren Strom überwiegend CO₂-arm erzeugt wird, stoßen pro Person nur einen kleinen Bruchteil der Treibhausgase eines Kurzstreckenflugs aus. Offizielle Werte, die die britische Regierung für die Unternehmensberichterstattung veröffentlicht, beziffern die Emissionen eines Inlandsflugs pro Personenkilometer auf ein Mehrfaches einer durchschnittlichen Bahnfahrt im Inland, und elektrische Hochgeschwindigkeitszüge in Netzen mit CO₂-armem Strom, etwa in Frankreich, der Schweiz oder Schweden, schneiden noch besser ab. Selbst auf Dieselstrecken liegt die Bahn meist deutlich vor dem Flugzeug.</p>
<p>Flüge haben zudem Wirkungen über das Kohlendioxid hinaus. Kondensstreifen und in der Höhe freigesetzte Stickoxide tragen zusätzlich zur Erwärmung bei, weshalb viele Rechner auf Flugemissionen einen Aufschlag anwenden. Die Wissenschaft zur Höhe dieses Faktors entwickelt sich noch, weist aber in eine Richtung: Die Klimakosten des Fliegens sind höher, als das Kohlendioxid allein vermuten lässt.</p>
<h2>Schneller, als Sie denken</h2>
<p>Bei Fahrten unter etwa sechs bis sieben Stunden ist der Zug von Tür zu Tür oft genauso schnell. Flughäfen liegen außerhalb der Städte, verlangen frühes Erscheinen und bringen Sicherheitskontrollen, Warten aufs Gepäck und Transfers mit sich. Züge fahren im Zentrum ab und kommen im Zentrum an. London–Paris dauert mit dem Eurostar deutlich unter drei Stunden, Madrid–Barcelona mit den schnellsten Hochgeschwindigkeitszügen rund zweieinhalb, Mailand–Rom etwa drei.</p>
<p>Regierungen haben begonnen, danach zu handeln. Frankreich hat Inlandskurzflüge auf Strecken verboten, auf denen ein Direktzug weniger als zweieinhalb Stunden braucht. Die Zahl der betroffenen Strecken ist klein, doch der Grundsatz ist wichtig: Wo es eine gute Bahnalternative gibt, sollte sie Vorrang haben.</p>
<h2>Die Rückkehr des Nachtzugs</h2>
<p>Nachtzüge erleben eine Renaissance. Das Nightjet-Netz der ÖBB verbindet Wien, München, Zürich, Hamburg, Amsterdam, Brüssel, Rom und weitere Städte. Die Genossenschaft European Sleeper betreibt eine Verbindung zwischen Brüssel, Amsterdam, Berlin und Prag. Frankreich hat Nachtzüge von Paris nach Nizza, Briançon und in die Pyrenäen wieder aufgenommen, und der Caledonian Sleeper fährt von London in die schottischen Highlands. In Schweden fahren Nachtzüge von Stockholm nach Lappland, in Finnland von Helsinki aus.</p>
<p>Ein Nachtzug spart eine Hotelnacht und einen Reisetag. Sie schlafen in einem Land ein und wachen in einem anderen auf, oft mitten in der Stadt, die Sie besuchen. Die Abteile reichen vom Liegesitz über den Liegewagen bis zum privaten Schlafwagenabteil mit eigener Dusche.</p>
<p>Nachtzüge sind nicht immer günstig, und Verbindungen können wegen Bauarbeiten kurzfristig ausfallen. Buchen Sie früh, lesen Sie das Kleingedruckte zu Erstattungen und halten Sie einen Plan B bereit. Für viele Reisende ist es die Mühe wert, morgens mit Blick auf die Alpen oder die Highlands aufzuwachen.</p>
<h2>Bahnfahren leicht gemacht</h2>
<ul>
<li><strong>Planen Sie mit guten Werkzeugen.</strong> Die Reiseplaner der nationalen Bahngesellschaften zeigen grenzüberschreitende Verbindungen, und unabhängige Ratgeber wie The Man in Seat 61 erklären Strecken, Preise und Buchungstricks Land für Land.</li>
<li><strong>Denken Sie an einen Pass.</strong> Interrail für Menschen mit Wohnsitz in Europa und Eurail für Gäste von außerhalb Europas können Reisen durch mehrere Länder günstig und flexibel machen. Nationale Angebote wie das Deutschlandticket decken Regionalzüge und Nahverkehr im ganzen Land zu einem Monatspreis ab.</li>
<li><strong>Buchen Sie Hochgeschwindigkeitsstrecken früh.</strong> Auf vielen Hochgeschwindigkeitsstrecken steigen die Preise, je voller der Zug wird, und die günstigsten Tickets gibt es Wochen oder Monate im Voraus.</li>
<li><strong>Reisen Sie mit leichtem Gepäck.</strong> Dann ist Umsteigen mühelos.</li>
<li><strong>Planen Sie Puffer für Anschlüsse ein.</strong> Lassen Sie Zeit zwischen den Zügen, besonders über Grenzen hinweg, und prüfen Sie, ob Ihre Tickets Sie schützen, wenn ein Anschluss verpasst wird.</li>
</ul>
<h2>Die letzte Meile</h2>
<p>Die Bahn bringt Sie in die Stadt oder ins Tal; Busse, Fahrräder und Schiffe bringen Sie den Rest des Weges. Die Schweiz ist das Vorbild: Züge, Postautos und Seeschiffe fahren nach einem gemeinsamen Fahrplan, und fast jedes Dorf ist ohne Auto erreichbar. Viele Alpenregionen in Österreich geben Gästen eine Karte für kostenlose Busse vor Ort. Luxemburg hat den gesamten öffentlichen Verkehr kostenlos gemacht. Unsere <a href="/actions/Switzerland">Tipps für die Schweiz</a> und <a href="/actions/Austria">für Österreich</a> zeigen, wie einfach autofreies Reisen sein kann.</p>
<p>In Slowenien bringt Sie ein Zug von Ljubljana nach Bohinjska Bistrica an den Rand des Triglav-Nationalparks, und in Ägypten verbindet die Bahn entlang des Nils Kairo, Luxor und Assuan – günstiger und sauberer als Inlandsflüge; das ist einer unserer <a href="/actions/Egypt">Tipps für Ägypten</a>.</p>
<h2>Wenn sich Fliegen nicht vermeiden lässt</h2>
<p>Fliegen Sie auf der Langstrecke seltener und bleiben Sie länger. Wählen Sie Direktflüge, da Start und Landung einen großen Teil des Treibstoffs verbrauchen, und fliegen Sie Economy: Ein Premiumsitz nimmt mehr Platz im Flugzeug ein und damit einen größeren Anteil seiner Emissionen. Reisen Sie nach der Ankunft über Land, statt Inlandsflüge hinzuzufügen. Nutzen Sie die Zeit, die Sie durch weniger Kurztrips sparen, für eine tiefere Reise.</p>
<p>Begegnen Sie CO₂-Kompensationen, die beim Bezahlen angeboten werden, mit Skepsis. Manche finanzieren echte Projekte; viele halten nicht, was sie versprechen. Weniger zu fliegen ist heute der einzige verlässliche Weg, Flugemissionen zu senken.</p>
<h2>Die Zugabe</h2>
<p>Bahnreisende sagen immer wieder, dass die Fahrt Teil des Urlaubs wird: wechselnde Landschaften, Gespräche mit Mitreisenden, ein Essen im Speisewagen, die Ankunft mitten in der Stadt statt an einem Flughafen am Rand. Sie können lesen, arbeiten, herumgehen und aus dem Fenster schauen. Es ist eine Klimaentscheidung, die das Reisen besser macht – und eine der wenigen, bei denen das Richtige auch das Angenehmere ist.</p>
<h2>Beginnen Sie mit einer Fahrt</h2>
<p>Wenn Sie noch nie eine lange Strecke mit dem Zug gefahren sind, beginnen Sie mit einer Reise, für die Sie sonst fliegen würden: einem Städtetrip ein paar Hundert Kilometer entfernt, einer Fahrt in die Berge oder einem Familienbesuch. Planen Sie ein, zwei Stunden mehr ein, nehmen Sie ein Buch mit und schauen Sie, wie es sich anfühlt. Viele, die es ausprobieren, kehren nicht zurück.</p>`,
  },
};
