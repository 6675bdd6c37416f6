/**
 * Spanish cues of feeling, courtesy and irony with the English they say (gloss.ts): lines of
 * "english = phrase, phrase, …". Written for ToneLens, most of them by translating the English
 * words the emotion, politeness and sarcasm readings rest on (the GoEmotions labels' clearest
 * words, the politeness strategies of Danescu-Niculescu-Mizil et al., the sarcasm rules'
 * cues and nuisances) into the words people write; a single word also stands for its other
 * forms (its Snowball stem). A phrase with a comma in the text ("sí, claro") is listed without it.
 */
export const SPANISH_GLOSS = `
# gratitude and politeness
thanks = gracias, grax, graciass
thank you so much = muchas gracias, mil gracias, muchísimas gracias
I appreciate it = te lo agradezco, se lo agradezco, os lo agradezco, agradezco
grateful = agradecido, agradecida
thanks again = de nuevo gracias, gracias de nuevo
please = por favor, porfa, porfavor, porfis
could you = podrías, podría usted, me podrías, me podría, podríais
would you mind = te importaría, le importaría, os importaría
can you = puedes, me puedes, puede usted, me ayudas
hello = hola
hi = buenas
good morning = buenos días
good afternoon = buenas tardes
kind regards = un saludo, saludos, saludos cordiales
dear = estimado, estimada
I was wondering = me preguntaba
if possible = si es posible, si puedes, cuando puedas
perhaps = quizás, quizá, tal vez, a lo mejor, puede que
I think = creo que
you = tú, te, ti, contigo, usted, ustedes, vosotros, vosotras, os
your = tus
nobody = nadie
# the writer's own state (the frame a feeling named after it is told in: "estoy muy preocupada")
I'm = estoy
I feel = me siento, me encuentro
# apology and sympathy
sorry = lo siento, perdón, perdona, perdone, disculpa, disculpe, disculpad
I am so sorry = lo siento mucho, cuánto lo siento
I shouldn't have = no debí, no debería haber, no tendría que haber
sorry to hear = siento lo de tu, siento mucho lo de tu, lamento lo de tu, siento lo de su, siento mucho lo de su, lamento lo de su
I apologize = mis disculpas, pido disculpas, te pido perdón, le pido disculpas
my fault = culpa mía, mi culpa
my mistake = me equivoqué, error mío, fue un error mío
I regret = me arrepiento, arrepentido, arrepentida
sorry for your loss = mi más sentido pésame, mis condolencias, siento tu pérdida, siento mucho tu pérdida, te acompaño en el sentimiento
passed away = falleció, ha fallecido, murió
# fear and worry
worried = preocupado, preocupada, preocupación, me preocupa, inquieto, inquieta
nervous = nervioso, nerviosa, nervios
anxious = ansioso, ansiosa, angustiado, angustiada
anxiety = ansiedad, angustia
scared = asustado, asustada, tengo miedo
afraid = miedo, temo, me da miedo
panic = pánico
stressed = estresado, estresada, estrés, agobiado, agobiada
I haven't slept = no he dormido, no pude dormir, no he podido dormir, sin dormir, no he pegado ojo
I can't sleep = no puedo dormir
my heart is racing = el corazón a mil, me late el corazón
a knot in my stomach = un nudo en el estómago, nudo en el estómago, un nudo en la garganta, nudo en la garganta
my hands are shaking = me tiemblan las manos, me tiemblan las piernas
it's too much = me supera, me está superando
don't worry = no te preocupes, no se preocupe
relaxed = tranquilo, tranquila
are you okay = estás bien
# sadness, hurt and disappointment
sad = triste, tristeza
depressed = deprimido, deprimida, hundido, hundida
crying = llorar, llorando, lloré, lloro
lonely = me siento solo, me siento sola, soledad
I miss you = te echo de menos, te extraño
heartbroken = destrozado, destrozada, me rompió el corazón
it hurts = me duele, me dolió, me hizo daño
disappointed = decepcionado, decepcionada, decepción, me decepciona, decepcionante
what a shame = qué pena, qué lástima, lástima, una pena, me da pena que
I was looking forward to = tenía ilusión, tenía mucha ilusión, me hacía ilusión, me hacía mucha ilusión, tenía muchas ganas, tenía ganas
I expected more = esperaba más
# anger and annoyance
angry = enfadado, enfadada, enojado, enojada, cabreado, cabreada
furious = furioso, furiosa, indignado, indignada
rage = rabia, ira
annoyed = molesto, molesta, me molesta, fastidiado
annoying = qué pesado, qué pesada, pesadísimo, me cabrea, me fastidia, qué fastidio
fed up = harto, harta, hasta las narices
I hate = odio, detesto
unacceptable = inaceptable, inadmisible, intolerable
disgusting = qué asco, asqueroso, asquerosa, asco
embarrassing = qué vergüenza, me da vergüenza, avergonzado, avergonzada
# joy, love and praise
happy = feliz, felices, contento, contenta, alegre, alegría
glad = me alegro, me alegra
delighted = encantado, encantada
excited = emocionado, emocionada, ilusionado, ilusionada, ilusión
I can't wait = qué ganas, tengo muchas ganas, no puedo esperar
finally = por fin
I love you = te quiero, te amo, tqm
love = amor, cariño
I love it = me encanta, me encantan
hugs = un abrazo, abrazos
kisses = besos, un beso
take care = cuídate, cuídese, cuidaos
get well soon = que te mejores, mejórate
I hope you are well = espero que estés bien, espero que esté bien
congratulations = enhorabuena, felicidades, felicitaciones
well done = bien hecho, buen trabajo, gran trabajo
great = genial, estupendo, estupenda
excellent = excelente
wonderful = maravilloso, maravillosa
amazing = increíble, impresionante
fantastic = fantástico, fantástica
perfect = perfecto, perfecta
beautiful = precioso, preciosa, hermoso, hermosa
proud = orgulloso, orgullosa
relieved = aliviado, aliviada
# the exclamation of one's own relief
I'm so relieved = qué alivio, menudo alivio
thank goodness = menos mal
I hope = ojalá, espero que
# blame and dismissal (the reader held responsible, or brushed off)
your fault = tu culpa, es tu culpa, por tu culpa, culpa tuya, es culpa tuya
as I said before = como ya te dije, como te dije, como ya dije, como ya te he dicho
how many times = cuántas veces
you never listen = nunca me escuchas, no me escuchas nunca, nunca escuchas
I don't care = me da igual, me importa un bledo, me la suda
when negated: I don't care = me importa
whatever = lo que tú digas, lo que usted diga
# questions and doubt
why = por qué
I wonder = me pregunto
curious = curiosidad, curioso, curiosa
I don't understand = no entiendo, no lo entiendo, no comprendo
when negated: I don't understand = entiendo, comprendo
confused = confundido, confundida, confuso
surprised = sorprendido, sorprendida, qué sorpresa
I can't believe it = no me lo puedo creer, no me lo creo
# irony and nuisances
#sarcasm = #sarcasmo, #ironía, #ironia
yeah right = ya claro, claro claro, sí seguro
yes of course = sí claro, si claro
thanks for nothing = gracias por nada
oh great = qué bien, ay qué bien
another meeting = otra reunión, otra reunión más
meeting = reunión
again = otra vez, de nuevo, una vez más
Monday = lunes
delayed = retraso, retrasado, retrasada, se ha retrasado
traffic jam = atasco
waiting = llevo esperando, sigo esperando, esperando desde
an hour = una hora
hours = horas
`;
