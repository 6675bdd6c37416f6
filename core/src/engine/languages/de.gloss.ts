/**
 * German cues of feeling, courtesy and irony with the English they say (gloss.ts): lines of
 * "english = phrase, phrase, …". Written for ToneLens, most of them by translating the English
 * words the emotion, politeness and sarcasm readings rest on (the GoEmotions labels' clearest
 * words, the politeness strategies of Danescu-Niculescu-Mizil et al., the sarcasm rules'
 * cues and nuisances) into the words people write; a single word also stands for its other
 * forms (its Snowball stem). A phrase with a comma in the text ("ja, klar") is listed without it.
 */
export const GERMAN_GLOSS = `
# gratitude and politeness
thanks = danke, dankeschön, danke schön, thx
thank you so much = vielen dank, vielen lieben dank, herzlichen dank, tausend dank, danke vielmals
thank you = ich bedanke mich, ich danke dir, ich danke ihnen, ich danke euch
I appreciate it = ich weiß das zu schätzen
grateful = dankbar
thanks again = nochmals danke, nochmals vielen dank
please = bitte, bitteschön
could you = könnten sie, könntest du, würden sie, würdest du, könnt ihr
would you mind = würde es ihnen etwas ausmachen, wärst du so lieb, wären sie so freundlich
can you = kannst du, können sie, kannst du mir
hello = hallo, guten tag, servus, moin, grüß gott
hi = hi, hey, huhu
good morning = guten morgen
kind regards = viele grüße, liebe grüße, mit freundlichen grüßen, beste grüße, lg, vg, mfg
dear = liebe, lieber, sehr geehrte, sehr geehrter, hallo liebe
I was wondering = ich wollte fragen, ich wollte mal fragen
if possible = wenn möglich, wenn es geht
perhaps = vielleicht, eventuell
I think = ich glaube, ich denke
you = du, dich, dir, euch, ihnen
your = dein, deine, deinen, deinem, deiner, euer, eure
nobody = niemand
# the writer's own state (the frame a feeling named after it is told in: "ich bin so traurig")
I'm = ich bin, bin
I feel = ich fühle mich, fühle mich, fühl mich
# apology and sympathy
sorry = tut mir leid, es tut mir leid, sorry, entschuldigung, entschuldige, sry
I am so sorry = tut mir so leid, es tut mir so leid, tut mir wirklich leid, es tut mir wirklich leid
I apologize = ich entschuldige mich, entschuldigen sie, verzeihung, verzeih mir
my fault = meine schuld, mein fehler
I regret = ich bereue, bereue
sorry for your loss = mein beileid, herzliches beileid, aufrichtiges beileid
passed away = gestorben, verstorben, ist tot
# fear and worry
worried = besorgt, mache mir sorgen, macht mir sorgen, ich mache mir sorgen, sorgen
nervous = nervös
anxious = ängstlich, beunruhigt
anxiety = angstzustände, panikattacke
scared = habe angst, hab angst, ich habe angst
afraid = angst, fürchte
panic = panik
stressed = gestresst, stress
I haven't slept = nicht geschlafen, kein auge zugetan, kaum geschlafen
I can't sleep = kann nicht schlafen
my heart is racing = herzrasen, mein herz rast
a knot in my stomach = einen kloß im hals, ein kloß im hals, flau im magen, ein flaues gefühl im magen
my hands are shaking = meine hände zittern, mir zittern die hände, mir zittern die knie
don't worry = keine sorge, mach dir keine sorgen, keine sorgen
no problem = kein problem, kein thema
are you okay = geht es dir gut, gehts dir gut, alles okay bei dir
# sadness, hurt and disappointment
sad = traurig, trauer
depressed = deprimiert, niedergeschlagen
crying = weinen, weine, geweint, heulen
lonely = einsam, einsamkeit
I miss you = vermisse dich, ich vermisse dich
heartbroken = herzschmerz, am boden zerstört
it hurts = tut weh, hat mich verletzt, verletzt
disappointed = enttäuscht, enttäuschung, enttäuschend
what a shame = schade, wie schade, sehr schade
I was looking forward to = ich hatte mich so gefreut, ich hatte mich gefreut, hatte mich so gefreut, ich hatte mich darauf gefreut
I expected more = hatte mehr erwartet
# anger and annoyance
angry = wütend, sauer, zornig
furious = stinksauer, empört, außer mir
rage = wut, zorn
annoyed = genervt, verärgert
annoying = nervt, nervig, ärgerlich, ätzend, nervtötend, geht mir auf die nerven
I'm fed up = ich habe die nase voll, ich hab die nase voll, hab die nase voll, habe die nase voll, hab ich die nase voll
fed up = die nase voll, es reicht, mir reicht's, schnauze voll, die schnauze voll, kein bock, keinen bock, null bock
boring = langweilig, öde, fad, langeweile
tired = müde, erschöpft, schlapp, übermüdet
exhausted = total kaputt, fix und fertig, ich bin geschafft, bin geschafft
sick = krank, erkältet, grippe
headache = kopfschmerzen, kopfweh
ugh = menno, boah ey, mann ey, argh
I hate = hasse, ich hasse
unacceptable = inakzeptabel, unverschämt, frechheit
disgusting = eklig, widerlich, ekelhaft
embarrassing = peinlich, schäme mich
# joy, love and praise
happy = glücklich, froh, fröhlich
glad = freue mich, ich freue mich, freut mich
content = zufrieden
delighted = begeistert
excited = aufgeregt, vorfreude
I can't wait = kann es kaum erwarten, kanns kaum erwarten
finally = endlich
I love you = ich liebe dich, liebe dich, hab dich lieb, hdl, hdgdl
love = schatz, mein schatz
I love it = liebe es, ich liebe es
hugs = umarmung, drück dich, fühl dich gedrückt
kisses = küsse, kuss, bussi
take care = pass auf dich auf, passt auf euch auf
get well soon = gute besserung, werd schnell gesund
I hope you are well = hoffe es geht dir gut, ich hoffe es geht ihnen gut
congratulations = glückwunsch, herzlichen glückwunsch, gratuliere
well done = gut gemacht, gute arbeit, super gemacht
great = toll, super, klasse, prima, großartig
excellent = hervorragend, ausgezeichnet
wonderful = wunderbar, wundervoll
amazing = unglaublich, beeindruckend, genial
fantastic = fantastisch
perfect = perfekt
beautiful = wunderschön, schön
proud = stolz
relieved = erleichtert, zum glück, gott sei dank
# the exclamation of one's own relief
I'm so relieved = was für eine erleichterung, so eine erleichterung, welche erleichterung
I hope = hoffentlich, ich hoffe
# blame and dismissal (the reader held responsible, or brushed off)
your fault = deine schuld, du bist schuld, ihre schuld, sie sind schuld, selbst schuld
as I said before = wie gesagt, wie ich schon sagte, wie schon gesagt, wie ich bereits sagte
how many times = wie oft noch, wie oft denn noch
you never listen = du hörst nie zu, du hörst mir nie zu, ihr hört nie zu
I don't care = ist mir egal, mir egal, ist mir wurscht, ist mir doch egal
when negated: I don't care = interessiert mich, juckt mich
whatever = wenn du meinst, wenn sie meinen
# questions and doubt
why = warum, wieso, weshalb
I wonder = ich frage mich
curious = neugierig
I don't understand = verstehe nicht, versteh ich nicht, verstehe ich nicht
when negated: I don't understand = verstehe, versteh, kapiere, kapier
confused = verwirrt
surprised = überrascht, überraschung
I can't believe it = ich fasse es nicht, kaum zu glauben
# irony and nuisances
#sarcasm = #sarkasmus, #ironie
yeah right = schon klar, ja ja, ja nee is klar, na klar doch
yes of course = ja klar, na klar
oh great = na toll, na super, na klasse, na prima
thanks for nothing = danke für nichts, vielen dank auch, danke auch
another meeting = noch ein meeting, noch eine besprechung, schon wieder ein meeting
meeting = meeting, besprechung
again = schon wieder, wieder, nochmal
Monday = montag
delayed = verspätung, verspätet, verspätet sich
traffic jam = stau
waiting = warte seit, warten seit, warten
an hour = eine stunde
hours = stunden
`;
