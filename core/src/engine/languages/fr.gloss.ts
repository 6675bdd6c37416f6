/**
 * French cues of feeling, courtesy and irony with the English they say (gloss.ts): lines of
 * "english = phrase, phrase, …". Written for ToneLens, most of them by translating the English
 * words the emotion, politeness and sarcasm readings rest on (the GoEmotions labels' clearest
 * words, the politeness strategies of Danescu-Niculescu-Mizil et al., the sarcasm rules'
 * cues and nuisances) into the words people write; a single word also stands for its other
 * forms (its Snowball stem). An elision is written with its apostrophe ("s'il vous plaît"), and
 * a phrase with a comma in the text ("c'est ça, oui") is listed without it.
 */
export const FRENCH_GLOSS = `
# gratitude and politeness
thanks = merci, mrc
thank you = je vous remercie, je te remercie, nous vous remercions
thank you so much = merci beaucoup, merci mille fois, mille mercis, un grand merci
grateful = reconnaissant, reconnaissante
thanks again = encore merci, merci encore
please = s'il vous plaît, s'il te plaît, svp, stp
could you = pourriez-vous, pourrais-tu, tu pourrais, vous pourriez
would you be so kind = auriez-vous l'amabilité, seriez-vous assez aimable
can you = pouvez-vous, peux-tu, tu peux, vous pouvez
hello = bonjour, bonsoir
hi = salut, coucou, slt
kind regards = cordialement, bien à vous, bien cordialement
dear = cher, chère
I was wondering = je me demandais
if possible = si possible, quand tu peux, quand vous pouvez
perhaps = peut-être
I think = je pense que, je crois que
you = tu, te, toi, vous
your = ton, ta, tes, votre, vos
# the writer's own state (the frame a feeling named after it is told in: "je suis très inquiète")
I'm = je suis, chuis
I feel = je me sens, me sens
# apology and sympathy
sorry = désolé, désolée, je suis désolé, je suis désolée, pardon, dsl
I am so sorry = vraiment désolé, vraiment désolée, je suis vraiment désolé, je suis vraiment désolée, je suis navré, je suis navrée, navré, navrée
I apologize = je m'excuse, excusez-moi, excuse-moi, toutes mes excuses, mes excuses
I shouldn't have = je n'aurais pas dû, j'aurais pas dû, je n'aurais jamais dû
my fault = ma faute, c'est ma faute, c'est de ma faute
my mistake = mon erreur, je me suis trompé, je me suis trompée
I regret = je regrette
sorry for your loss = mes condoléances, toutes mes condoléances, sincères condoléances
passed away = décédé, décédée, est mort, est morte
# fear and worry
worried = inquiet, inquiète, inquiets, inquiétude, ça m'inquiète, je m'inquiète
nervous = nerveux, nerveuse
anxious = angoissé, angoissée, anxieux, anxieuse
anxiety = angoisse, anxiété
scared = j'ai peur, effrayé, effrayée
afraid = peur, crains
panic = panique
stressed = stressé, stressée, stress
I haven't slept = n'ai pas dormi, pas dormi, pas fermé l'œil, pas pu dormir
I can't sleep = n'arrive pas à dormir, arrive pas à dormir
my heart is racing = le cœur qui bat, mon cœur bat
a knot in my stomach = la boule au ventre, une boule au ventre, l'estomac noué, le ventre noué, une boule dans la gorge
my hands are shaking = mes mains tremblent, j'ai les mains qui tremblent
don't worry = ne t'inquiète pas, t'inquiète, ne vous inquiétez pas, pas de souci, pas de soucis
are you okay = tu vas bien, vous allez bien
# sadness, hurt and disappointment
sad = triste, tristesse
depressed = déprimé, déprimée, cafard
crying = pleurer, pleure, pleuré
lonely = je me sens seul, je me sens seule, solitude
I miss you = tu me manques, vous me manquez
heartbroken = le cœur brisé, effondré, effondrée
it hurts = ça fait mal, ça m'a blessé, blessé, blessée
disappointed = déçu, déçue, déception, décevant, décevante
what a shame = dommage, quel dommage, c'est dommage
I was looking forward to = me faisais une joie, me faisais tellement une joie, je me réjouissais, j'avais hâte, j'avais tellement hâte, j'avais trop hâte
I expected more = je m'attendais à mieux
# anger and annoyance
angry = en colère, énervé, énervée
furious = furieux, furieuse, indigné, indignée
rage = rage, colère
annoyed = agacé, agacée, ça m'agace, contrarié, contrariée
annoying = agaçant, agaçante, relou, chiant, chiante, saoulant
I'm fed up = j'en ai marre, j'en ai ras le bol
fed up = marre, ras le bol, en avoir marre
I hate = je déteste, déteste, je hais
unacceptable = inacceptable, inadmissible, intolérable
disgusting = dégoûtant, dégoûtante, dégueulasse, dégueu
embarrassing = j'ai honte, honte, gênant, gênante
# joy, love and praise
happy = heureux, heureuse, content, contente, joie
glad = ravi, ravie
excited = excité, excitée, trop hâte
I can't wait = j'ai hâte, hâte, j'ai trop hâte, impatient, impatiente
finally = enfin
I love you = je t'aime, t'aime, je vous aime
love = amour, mon cœur
I love it = j'adore, adore
hugs = je t'embrasse, bises, grosses bises
kisses = bisous, bisou
take care = prends soin de toi, prenez soin de vous
get well soon = bon rétablissement, rétablis-toi vite, remets-toi vite
I hope you are well = j'espère que tu vas bien, j'espère que vous allez bien
congratulations = félicitations, bravo
well done = bien joué, beau travail, bon travail, chapeau
great = génial, géniale, super, top
excellent = excellent, excellente
wonderful = merveilleux, merveilleuse, formidable
amazing = incroyable, impressionnant, impressionnante
fantastic = fantastique
perfect = parfait, parfaite, nickel
beautiful = magnifique, beau, belle
proud = fier, fière
relieved = soulagé, soulagée, ouf
# the exclamation of one's own relief
I'm so relieved = quel soulagement
I hope = j'espère, espérons
# blame and dismissal (the reader held responsible, or brushed off)
your fault = ta faute, c'est ta faute, c'est de ta faute, votre faute, c'est votre faute, c'est de votre faute
as I said before = comme je l'ai dit, comme déjà dit, je te l'ai déjà dit
how many times = combien de fois
you never listen = tu n'écoutes jamais, tu ne m'écoutes jamais, vous n'écoutez jamais
I don't care = je m'en fiche, je m'en fous, on s'en fout, peu importe
whatever = si tu le dis, si vous le dites
# questions and doubt
why = pourquoi
I wonder = je me demande
curious = curieux, curieuse, curiosité
when negated: I don't understand = comprends
I don't understand = je ne comprends pas, comprends pas, je ne comprends rien, je comprends rien, comprends rien, je n'y comprends rien, j'y comprends rien
confused = perplexe, je suis perdu, je suis perdue
surprised = surpris, surprise
I can't believe it = je n'en reviens pas, j'y crois pas, je n'y crois pas
# irony and nuisances
#sarcasm = #sarcasme, #ironie
yeah right = c'est ça oui, mais bien sûr, mais oui bien sûr, c'est ça ouais
thanks for nothing = merci pour rien, merci du cadeau
oh great = ah super, ah génial, oh génial
awesome = trop bien, trop cool
another meeting = encore une réunion, une réunion de plus
meeting = réunion
again = encore, de nouveau, encore une fois
Monday = lundi
delayed = retard, en retard, retardé, retardée
traffic jam = embouteillage, bouchons
waiting = j'attends, attendre
an hour = une heure
hours = heures
`;
