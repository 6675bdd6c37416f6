/*
 * The word lists of the local four-axis engine (engine/axes.ts, spec analysis §9: "each
 * axis has a fixed word list"; the spec does not give the lists, so these are ours).
 *
 * Editorial choices, so a later editor keeps the lists consistent:
 * - The lists describe tone, not topic or sentiment. "Good" and "great" are
 *   everywhere and say little about warmth, so they are left out; words that are
 *   mostly nouns of a trade ("order", "issue", "match") are left out too.
 * - Warmth is care turned towards the reader: thanks, affection, encouragement,
 *   well-wishing, and apology (saying sorry repairs a bond, so it reads warm).
 * - Detachment is the absence of that care in either of its two registers: cool
 *   distance (bureaucratic formality, curt sign-offs, indifference, isolation)
 *   and cold hostility (contempt, rudeness), since neither is warm. "Kind regards"
 *   and "dear sir" are listed as detachment phrases: the stock formal closings
 *   and greetings, which would otherwise count their "kind" and "dear" as warm.
 * - Certainty is commitment: knowing, deciding, confirming, promising, "will",
 *   "must", and the assertive feelings (anger and contempt assert; appraisal theory
 *   puts them high on control). Ambiguity is hedging and not-knowing, including the chat
 *   forms ("idk", "kinda", "hmm"), and the feelings of low control: worry, fear, sadness,
 *   helplessness.
 * - Intensity is arousal and urgency of either valence (ecstatic and furious
 *   alike), with swearing and hyperbole, danger, violence, disaster, combat and sudden
 *   change ("invasion", "collision", "plunged"), and the activated feelings of Russell's
 *   circumplex (nervous, upset, frustrated, delighted); restraint is its deactivated
 *   pleasant corner (content, satisfied, pleasant, fatigued), calm, moderation and the softeners that shrink
 *   a claim ("a bit", "slightly", "not bad"), routine and inactivity ("as usual",
 *   "idle"), and the stock phrases of the formal register ("please find", "as per",
 *   "kind regards"), which keep an even keel whatever their warmth.
 * - Certainty also carries dominance in the appraisal sense (agency, power, mastery,
 *   courage: "in command", "prevail", "brave"), and ambiguity its absence (defeat,
 *   subjugation, loss, illness, disaster, captivity: "defeated", "oppressed", "unable", "sick",
 *   "earthquake", "hostage"). Sadness stays off restraint: a hurt message is not a calm one. The
 *   low-dominance entries are all rated negative, so they never count as hedges.
 * - Conflict is opposition, between people or within one: quarrels, blame,
 *   hurt, and the contrastive connectives ("but", "however", "although"), which
 *   mark a text pulling two ways. Coherence is things fitting together: causal
 *   and summarising connectives ("because", "therefore", "in short"), agreement,
 *   resolution and reconciliation.
 * - A word sits on two axes when it truly belongs to both ("furious" is intensity
 *   and conflict, "confused" is ambiguity and conflict), never on both sides of one.
 * - The intensifiers and negators of spec §9 (engine/rules/) are never entries: they
 *   carry their own weights. Negation is handled by engine/rules/negation.ts, so "don't care" is
 *   not listed: "care" under a negator already counts as detachment, and "no rush"
 *   as restraint. Phrases that begin with a negator are listed when they are
 *   idioms in their own right ("no idea", "never mind", "not bad") or hedges
 *   common enough to show as themselves among the drivers ("not sure").
 *   "not wait" stands for "can't wait" (which the engine reads as "can", "not",
 *   "wait"): it is eagerness, so it sits on intensity, and as a phrase its "not"
 *   does not reach the words after it ("can't wait to celebrate" stays warm).
 * - Entries are base forms; the compiler (core/scripts/compile-vocabulary.ts) adds the regular inflections
 *   their shape takes (word-classes.ts inflections: an adverb in -ly takes none, a noun in -ness
 *   only the plural), so irregular forms ("knew", "fought", "understood") are listed themselves,
 *   and so are inflected forms that are words in their own right ("determined").
 *   Words the stemmer would reach from unrelated common words are left out:
 *   "numb" (from "number"), "mean" (from "means"), "busy" (from "business");
 *   "numbness" and "felt numb" stand in for the first.
 * - Phrases have two words because the phrase rule (engine/rules/idioms.ts) matches two. A three-word idiom is
 *   listed by its first two ("step by" for "step by step", "mark my" for "mark
 *   my words"). Phrases are matched greedily; the few that a next word unmakes
 *   ("kind of you" is kindness, not the hedge "kind of") are in word-classes.ts
 *   PHRASE_BREAKS.
 */

/** The eight sides of the four axes. */
export type LexiconSide =
  'warmth' | 'detachment' | 'certainty' | 'ambiguity' | 'intensity' | 'restraint' | 'conflict' | 'coherence';

/** Splits a comma-separated block into entries, so the lists read as paragraphs rather than one word a line. */
function entries(block: string): readonly string[] {
  return Object.freeze(
    block
      .split(',')
      .map((entry) => entry.trim().replace(/\s+/g, ' '))
      .filter((entry) => entry.length > 0),
  );
}

/**
 * Word lists of the local axis engine, one per side of the four axes:
 * warmth (care, thanks, affection, apology) against detachment (formality,
 * indifference, distance, coldness); certainty (knowing, deciding, committing)
 * against ambiguity (hedging, guessing, doubt); intensity (arousal, urgency,
 * extremes of feeling) against restraint (calm, moderation, softeners); coherence
 * (cause, agreement, resolution) against conflict (opposition, blame, contrast).
 *
 * Each entry is a lower-case base form of one word (letters and ASCII
 * apostrophes) or a two-word phrase separated by one space; phrases are matched
 * before single words. The compiler (core/scripts/compile-vocabulary.ts) adds the regular inflections
 * (-s, -ed, -ing, -ly, -er, -est, -ness) that the shape of each word takes (word-classes.ts
 * inflections), so only irregular forms are listed as such. The two sides of an axis never share an entry, and none of the spec's
 * intensifiers or negators is an entry.
 */
export const AXIS_LEXICON: Readonly<Record<LexiconSide, readonly string[]>> = Object.freeze({
  warmth: entries(`
    love, lovely, beloved, adore, adorable, darling, dear, dearest, sweetheart, sweetie, honey, babe, love you,
    miss you, missed you, missing you, with love, much love, sending love, loved ones, care, hope, hoping for, caring,
    take care,
    look after, looking after, thank, thanks, thank you, thankful, many thanks, thanks again, grateful, gratitude,
    appreciate, appreciation, appreciative, glad, happy, happiness, pleased, delighted, delight, pleasure,
    my pleasure, kind, kindness, kindhearted, warmhearted, generous, generosity, thoughtful, considerate, helpful,
    sweet, sweetness, cute, nice, wonderful, beautiful, gorgeous, precious, cherish, cherished, treasure, hug,
    big hug, cuddle, snuggle, embrace, kiss, xoxo, xo, xx, aww, lol, haha, hehe, smile, laugh, hilarious, giggle,
    grin, friend, friendly, friendship, buddy, mate, bestie, companion, companionship, family, belong, belonging,
    welcome, welcome back, invite, invitation, hospitality, hospitable, cozy, cosy, celebrate, celebration, sorry,
    apologise, apologize, apology, apologies, my apologies, forgive me, condolence, condolences, support, supportive,
    encourage, encouragement, reassure, reassurance, comfort, console, proud, warm, warmly, warmth, warm regards,
    warm wishes, best wishes, well wishes, good luck, get well, feel better, stay safe, safe travels, sweet dreams,
    sleep well, well done, good job, great job, nice work, you rock, heart, heartfelt, heartwarming, touched,
    affection, affectionate, fond, fondly, fondness, tender, tenderness, gentle, compassion, compassionate, empathy,
    empathise, empathize, sympathy, sympathetic, sympathise, sympathize, devoted, devotion, loyal, loyalty, faithful,
    trust, admire, admiration, valued, honoured, honored, gracious, bless, blessed, blessing, bless you, pray,
    prayers, cheer, cheers, cheerful, congrats, congratulations, congratulate, merry, joy, joyful, enjoy, fun,
    favourite, favorite, nurture, nurturing, look forward, looking forward, rooting for, feel free, anytime,
    understanding, connection, soulmate
  `),

  detachment: entries(`
    whatever, whatevs, fine, meh, shrug, yawn, regardless, who cares, so what, suit yourself, your call, over it,
    done with, moving on, move on, never mind, nvm, not interested, idc, idgaf, noted, duly noted, acknowledged,
    acknowledge, acknowledgement, receipt, regards, kind regards, best regards, yours sincerely, yours faithfully,
    sincerely, respectfully, cordially, whom, dear sir, dear madam, dear mr, dear mrs, dear ms, dear dr, dear customer, dear colleagues, sir, madam, ma'am, per, as per, hereby, herewith,
    herein, hereinafter, per my, thereof, therein, aforementioned, pursuant, accordance, notwithstanding, henceforth,
    hereafter, undersigned, with regard, in regard, regarding, please find, find attached, attached, attachment,
    enclosed, fyi, for reference, please note, be advised, please advise, as discussed, as requested, as stated,
    as mentioned, due course, further notice, at present, effective immediately, regret to, we regret, policy,
    procedure, protocol, compliance, comply, guidelines, regulation, stipulated, obligation, obligated, liable,
    liability, department, administrative, enquiry, inquiry, noreply, unsubscribe, recipient, applicant, customer,
    client, tech support, customer support, customer service, support team, formal, formally, formality, impersonal,
    professional, objective, objectively, neutral, impartial, dispassionate, clinical, transactional, businesslike,
    robotic, mechanical, stoic, unemotional, emotionless, unavailable, unreachable, offline, occupied, irrelevant,
    irrelevance, unrelated, immaterial, moot, unimportant, indifferent, indifference, apathetic, apathy, uninterested,
    disinterested, unconcerned, unbothered, nonchalant, bored, boring, dull, tedious, distant, distance, aloof,
    detached, detachment, guarded, evasive, standoffish, reclusive, withdrawn, withdraw, disconnected, estranged,
    drifted apart, grew apart, cold shoulder, shut out, closed off, cut ties, stay away, go away, left out, alone,
    lonely, loneliness, isolated, isolation, stranger, outsider, unwanted, unloved, neglect, neglected, abandoned,
    ghosted, unresponsive, avoid, avoidance, ignore, dismiss, dismissive, numbness, felt numb, hollow, emptiness,
    cold, coldly, chilly, icy, frosty, lukewarm, cold hearted, coldhearted, heartless, callous, uncaring, unfeeling,
    ruthless, unkind, unfriendly, unwelcome, ungrateful, insensitive, selfish, arrogant, condescending, patronising,
    patronizing, sarcastic, sarcasm, snide, curt, blunt, abrupt, brusque, terse, stern, strict, rude, harsh, cruel,
    nasty, spiteful, hate, hatred, despise, loathe, contempt, disdain, scorn, disgust, disgusted, unapproachable
  `),

  certainty: entries(`
    definitely, definite, definitive, definitively, certainly, certain, certainty, clearly, clear, crystal clear,
    clear cut, sure, surely, for sure, sure thing, sure enough, make sure, for certain, of course, i know, know, knew,
    known, well known, knowledge, without doubt, no doubt, beyond doubt, doubtless, without question, no question,
    undoubtedly, unquestionably, undeniable, undeniably, indisputable, irrefutable, unmistakable, unmistakably, will,
    will do, shall, must, always, every time, without fail, absolutely, hundred percent, yes, yep, yup, yeah, you bet,
    count me, affirmative, indeed, exactly, exact, precisely, precise, specific, specifically, explicit, explicitly,
    unambiguous, unambiguously, unequivocal, unequivocally, categorical, categorically, emphatically, decidedly,
    assuredly, obviously, obvious, evident, evidently, plainly, fact, facts, in fact, factual, true, truly, truth,
    correct, accurate, accuracy, proven, prove, proof, evidence, demonstrate, verify, validate, certified, confirm,
    confirmation, reconfirm, decided, decide, decision, decisive, decisively, determined, determination, resolute,
    resolutely, firm, firmly, final, finalise, finalize, conclusive, conclusively, settled, established, official,
    officially, approve, done deal, locked in, scheduled, schedule, deadline, on schedule, guarantee, guaranteed,
    promise, i promise, swear, vow, commit, committed, commitment, dedicated, insist, assert, assertive, confident,
    confidence, convinced, convince, conviction, assured, assure, rest assured, inevitable, inevitably, bound to,
    permanent, permanently, require, required, requirement, mandatory, compulsory, obligatory, non negotiable,
    no exceptions, ensure, reliable, reliably, dependable, rely on, count on, steadfast, unwavering, unshakable,
    solid, concrete, straightforward, realise, realize, recognise, recognize, done, finished, ready, i'm positive,
    for real, spot on, i bet, mark my, trust me, believe me, in control, take charge, in charge, capable, competent,
    powerful, strong, strength, achieve, achieved, accomplish, accomplished, succeed, success, win, won, lead, led,
    handle it, got this, on it, regardless of, insisted, angry, furious, outraged, livid, hate, despise, refuse,
    unacceptable, disgusted, contempt, demand, how dare, enough is, fed up, command, commanding, in command, mastery,
    master, mastered, authority, authoritative, dominate, dominant, dominance, victory, victorious, triumph,
    triumphant, conquer, conquered, prevail, overcome, overcame, brave, bravery, courage, courageous, bold, boldly,
    fearless, independent, independence, empower, empowered, secure, skilled, expert, expertise, leader, leadership,
    protect, defend, stand up, unstoppable, invincible, superior, champion, resilient, resilience, pride, freedom,
    winner, self confident
  `),

  ambiguity: entries(`
    maybe, maybe not, maybe so, perhaps, might, might be, could be, may be, possibly, possible, possibility,
    potentially, conceivably, plausibly, perchance, hypothetically, hypothetical, theoretically, in theory, probably,
    probable, likely, unlikely, presumably, supposedly, allegedly, reportedly, apparently, arguably, seemingly, seem,
    seems, appear, looks like, rumour, rumor, unsure, not sure, unclear, uncertain, uncertainty, uncertainly, unknown,
    undetermined, undefined, unspecified, unconfirmed, undecided, indecisive, indecision, indefinite, indefinitely,
    ambiguous, ambiguity, ambivalent, ambivalence, vague, vaguely, fuzzy, hazy, murky, blurry, blurred, iffy,
    grey area, gray area, open question, open ended, inconclusive, debatable, questionable, dubious, doubt, doubtful,
    hesitant, hesitate, hesitation, hesitancy, tentative, tentatively, provisional, provisionally, pending, tbd, tbc,
    for now, in case, eventually, someday, sometime, sometimes, somehow, somewhere, whether, unless, or not,
    or something, or so, what if, either way, in between, some extent, guess, i guess, guesswork, second guess,
    second guessing, wonder, ponder, suppose, supposing, supposed to, assume, assumption, speculate, speculation, speculative,
    suspect, suspicion, imagine, reckon, i think, i believe, estimate, estimated, approximate, approximately, roughly,
    ish, kind of, sort of, kinda, sorta, somewhat, something like, hopefully, hope so, fingers crossed, we'll see,
    who knows, it depends, depends, depending, chance, chances are, no idea, no clue, dunno, idk, clueless, confused,
    confusing, confusion, puzzled, puzzling, baffled, baffling, perplexed, bewildered, mystified, mystery, mysterious,
    unexplained, enigmatic, cryptic, mixed, wavering, waver, unpredictable, worry, worried, worrisome, nervous,
    apprehensive, uneasy, overthinking, curious, curiosity, hmm, hm, um, umm, uh, erm, dilemma, torn between,
    if possible, or less, mostly, afraid, scared, frightened, fearful, fear, helpless, powerless, vulnerable, lost,
    insecure, weak, weakness, anxious, anxiety, lonely, sad, sadly, sadness, depressed, hopeless, cry, crying, cried,
    heartbroken, miserable, ashamed, embarrassed, guilty, hurt, intimidated, trapped, stuck, desperate, begging,
    victim, defeated, defeat, inferior, inadequate, inadequacy, incapable, unable, inability, oppressed, oppression,
    bullied, overwhelmed, struggling, injured, sick, illness, lose, losing, loss, failure, fail, failed, exploited,
    abused, humiliated, humiliation, collapse, collapsed, poverty, homeless, prisoner, coerced, forced, manipulated,
    suffer, suffering, grief, mourning, sorrow, cancer, tumour, tumor, disease, dementia, infection, infected, virus,
    pandemic, epidemic, seizure, paralysed, paralyzed, earthquake, hurricane, tornado, flood, tsunami, avalanche,
    wildfire, disaster, catastrophe, drown, stranded, hostage, captive, captivity, enslaved, slave, slavery,
    surrender, uncontrollable, overpowered, outnumbered, bankrupt, bankruptcy, unemployed, evicted,
    kidnap, abduct, powerlessness, submissive, frail
  `),

  intensity: entries(`
    furious, furiously, fury, livid, fuming, seething, enraged, irate, rage, raging, outraged, outrage, outrageous,
    angry, anger, mad, madly, pissed, pissed off, hate, hatred, despise, loathe, how dare, thrilled, thrill,
    thrilling, ecstatic, elated, euphoric, euphoria, overjoyed, excited, exciting, excitement, stoked, pumped, hyped,
    fired up, yay, woohoo, hooray, wow, whoa, woah, omg, oh my, no way, unreal, amazing, amazed, astonishing,
    astonished, astounding, astounded, stunning, stunned, breathtaking, spectacular, phenomenal, fantastic, awesome,
    epic, incredible, unbelievable, unbelievably, mind blowing, mindblowing, blown away, insane, insanely, crazy,
    wild, wildly, ridiculous, ridiculously, absurd, massive, huge, hugely, enormous, enormously, tremendous,
    tremendously, immense, immensely, super, mega, hella, intense, intensely, intensity, fierce, fiercely, vehement,
    vehemently, emphatically, forceful, forcefully, aggressive, aggressively, violent, violently, brutal, brutally,
    explode, exploding, explosive, burning, passion, passionate, passionately, adore, obsessed, obsession, obsessive,
    addicted, craving, longing, yearning, aching, desire, lust, ardent, fervent, eager, eagerly, not wait, enough of,
    desperate, desperately, desperation, dying, begging, beg, plead, pleading, urgent, urgently, urgency, asap, immediately,
    immediate, instantly, right now, right away, at once, top priority, critical, emergency, crisis, hurry, rush,
    rushing, frantic, frantically, frenzy, frenzied, manic, hysterical, restless, impatient, pressure, under pressure,
    stressed, stress, stressful, overwhelmed, overwhelming, panic, panicking, panicked, terrified, terrifying, terror,
    horrified, horrific, horrible, horribly, horror, awful, terrible, terribly, dreadful, dread, dreading, nightmare,
    disaster, disastrous, catastrophe, catastrophic, devastated, devastating, devastation, heartbroken, heartbreaking,
    crushed, shattered, agony, agonising, agonizing, anguish, excruciating, unbearable, intolerable, unacceptable,
    shocked, shocking, shock, sobbing, crying, cried, screaming, scream, screamed, shout, shouting, yell, yelling,
    trembling, shaking, freaking, freaked, freak out, freaking out, killing me, losing it, so much, too much,
    too loud, too hot, too fast,
    seriously, literally, deeply, worst, anxious, damn, dammit, hell, crap, shit, fuck, fucking, bloody, argh, insist,
    demand, demanding, never again, beyond words, on edge, war, attack, kill, killed, killing, murder, murdered,
    shoot, shot, shooting, gun, guns, bomb, bombing, explosion, blast, fire, flames, danger, dangerous, threat,
    threatened, crash, riot, chase, escape, rescue, storm, earthquake, blood, bleeding, weapon, violence, alarm,
    sex, sexy, kiss, victory, champion, thunder, fear, afraid, scared, shocked by, alert, suddenly, sudden,
    surprise, surprised, surprising, dance, dancing, adventure, fast, speed, racing, jump, crime,
    arrest, police, prison, terrorist, rape, hostage, scandal, dramatic, drama, energetic, energy, alive, loud,
    bang, hot, heat, rushed, not believe, exhilarating, exhilarated, adrenaline, erotic, jackpot, roller coaster,
    invade, invasion, siege, gunfire, combat, collision, accident, ambulance, siren, fight, fighting, battle, clash,
    chaos, tragedy, surge, soar, soared, plunge, plunged, skyrocket, skyrocketed, nervous, nervously, worried, worry,
    distressed, distress, agitated, agitation, alarmed, frightened, tense, jittery, edgy, upset, annoyed, irritated,
    frustrated, frustration, exasperated, delighted, aroused, astonishment, assault, stab, slaughter, massacre,
    bloodshed, strangle, torture, rampage, homicide, killer, gunman, shooter, sniper, missile, rocket, raid, troops,
    soldier, airstrike, grenade, ambush, hijack, kidnap, abduct, abduction, robbery, burglary, fugitive, manhunt,
    flood, hurricane, tornado, wildfire, tsunami, avalanche, erupt, eruption, blaze, inferno, wreck, wreckage, die,
    died, dead, death, deadly, fatal, corpse, bleed, injury, injuries, screech, shriek, roar, howl, thunderous,
    deafening, stampede, outburst, uproar, havoc, mayhem, tournament, championship, fireworks, festival, carnival,
    concert, jubilant, orgasm, lover, seduce, seductive, sprint, evacuate, evacuation, warning, warn, pursuit, smash,
    burst, flee, fled
  `),

  restraint: entries(`
    calm, calmly, calmness, calm down, quiet, quietly, silence, silent, hush, whisper, softly, soft, gentle, gently,
    gentle reminder, mild, mildly, slight, slightly, a bit, a little, a tad, a touch, somewhat, rather, fairly,
    reasonably, moderate, moderately, moderation, in moderation, marginal, marginally, partly, partially, merely,
    modest, modestly, humble, humbly, subdued, muted, understated, reserved, restrained, restraint, restrain, refrain,
    hold back, held back, holding back, hold off, self control, measured, tempered, temperate, sober, soberly,
    prudent, careful, carefully, cautious, cautiously, caution, patient, patiently, patience, tolerant, wait, pause,
    slow, slowly, slow down, unhurried, leisurely, gradual, gradually, step back, deep breath, breathe, breath, relax,
    relaxed, relaxing, at ease, settle down, let go, tone down, steady, steadily, steadiness, composed, composure,
    unflappable, unruffled, unfazed, levelheaded, easygoing, easy going, laid back, low key, mellow, placid, serene,
    serenity, tranquil, tranquility, peaceful, soothing, soothe, comfortable, contentment, cool, chill, zen, meditate,
    meditation, mindful, mindfulness, okay, ok, fine, alright, all right, not bad, not much, decent, adequate,
    acceptable, reasonable, sufficient, tolerable, bearable, manageable, lukewarm, tepid, meh, polite, politely,
    courteous, respectfully, faint, faintly, subtle, subtly, lightly, sleepy, drowsy, minor, no biggie,
    your convenience, when convenient, whenever convenient, take time, little by, bit by, ease, quietude, soften,
    muffled, discreet, discreetly, delicate, delicately, understatement, laconic, reticent, demure, shy, timid, meek,
    tame, sedate, stillness, murmur, sigh, unwind, wind down, pace yourself, one step, relatively, comparatively,
    in part, a smidge, a wee, a hint, just a, only a, no big, nothing major, tactful, tactfully, diplomatic,
    diplomatically, poise, poised, soft spoken, temperance, abstain, forbearance, equanimity, stoic, lull, restful,
    relaxation, some rest, content with, bored, boring, dull, tedious, tired, weary, exhausted, drained, sluggish,
    lethargic, listless, mediocre, rested, nap, asleep, sleep, quiet evening, nothing special, routine, routinely,
    idle, lazy, lazily, mundane, monotonous, uneventful, ordinary, usual, as usual, everyday, sedentary, resting,
    stroll, doze, dozing, snooze, slumber, bedtime, fatigued, fatigue, contented, satisfied, satisfaction, pleasant,
    pleasantly, regarding, hereby, herewith, pursuant, accordance, please find,
    please note, as per, kind regards, best regards, sincerely, cordially, procedure, policy, protocol, compliance,
    guidelines
  `),

  conflict: entries(`
    but, but then, however, although, though, even though, whereas, nevertheless, nonetheless, even so, then again,
    other hand, that said, having said, despite, in spite, except, contrary, contradict, contradiction, contradictory,
    conflict, conflicted, clash, friction, tension, tense, strain, strained, struggle, torn, mixed feelings,
    mixed signals, mixed messages, divided, at odds, argue, argument, quarrel, dispute, disagree, disagreement,
    row with, fight, fought, fighting, battle, war, feud, bicker, bickering, squabble, confront, confrontation,
    confrontational, provoke, provocation, escalate, escalation, standoff, stalemate, deadlock, impasse, versus, vs,
    against, oppose, opposed, opposition, objection, disapprove, disapproval, condemn, protest, resist, resistance,
    defensive, reject, rejection, refuse, refusal, deny, denial, angry, anger, mad, furious, rage, outraged, irate,
    livid, pissed off, annoy, annoyed, annoying, irritate, irritated, irritating, frustrate, frustrated, frustration,
    exasperated, fed up, sick of, ugh, argh, resent, resentment, resentful, bitter, bitterness, grudge, grievance,
    jealous, jealousy, envy, envious, rival, rivalry, hate, despise, hostile, hostility, enemy, attack, accuse,
    accusation, blame, fault, scapegoat, criticise, criticize, criticism, complain, complaint, nag, nagging, insult,
    insulting, offended, offensive, disrespect, disrespectful, rude, how dare, shut up, back off, unfair, unjust,
    injustice, wrong, problem, trouble, troubled, difficult, hurt, hurtful, betray, betrayed, betrayal, lied, liar,
    cheat, cheated, dishonest, distrust, mistrust, untrustworthy, suspicious, hypocrite, hypocritical, hypocrisy,
    manipulate, manipulative, gaslight, gaslighting, toxic, abuse, abusive, bully, bullying, threat, threaten,
    revenge, retaliate, undermine, sabotage, spiteful, unforgivable, upset, broken, broke up, break up, breakup,
    split up, fell out, fall out, falling out, fall apart, falling apart, fell apart, let down, letdown, divorce,
    guilt, guilty, shame, ashamed, regret, remorse, confused, confusing, confusion, misunderstand, misunderstood,
    misunderstanding, miscommunication, mess, messy, chaos, chaotic, tangled, inconsistent, inconsistency, incoherent,
    incompatible, imbalance, discord, paradox, dilemma, unresolved, unsettled, uneasy, turmoil, torment, tormented,
    angst, stuck, trapped, unacceptable, disagreeable, contentious, controversy, heated, torn between
  `),

  coherence: entries(`
    because, cos, cuz, therefore, thus, hence, consequently, accordingly, as such, in turn, so that, that's why,
    is why, which means, this means, it follows, due to, other words, in short, in summary, to summarise,
    to summarize, summary, summarise, summarize, in conclusion, conclude, conclusion, overall, firstly, secondly,
    thirdly, lastly, moreover, furthermore, additionally, in addition, for example, for instance, namely, similarly,
    likewise, step by, in order, as planned, on track, in sync, in place, makes sense, make sense, made sense,
    adds up, add up, checks out, lines up, fits together, fit together, ties together, hangs together, into place,
    sensible, logical, logic, reasoning, reason, rational, coherent, coherence, cohesive, cohesion, consistent,
    consistency, congruent, aligned, align, alignment, structured, structure, systematic, methodical, orderly,
    organised, organized, organise, organize, coordinated, coordinate, coordination, plan, clarity, clarify, clear,
    explain, explanation, understand, understood, understanding, agree, agreed, agreement, consensus, mutual,
    mutually, common ground, in common, same page, see eye, on board, together, work together, worked together,
    working together, get along, got along, getting along, back together, united, unite, unity, unified, unify,
    integrated, integrate, whole, wholeness, intact, holistic, harmony, harmonious, in harmony, balance, balanced,
    compatible, connected, connect, connection, settled, settle, resolved, resolve, resolution, solution, solve,
    solved, sorted, sorted out, figured out, worked out, cleared up, straightened out, patched up, all good,
    compromise, cooperate, cooperation, collaborate, collaboration, collaborative, teamwork, reconcile,
    reconciliation, forgive, forgiven, forgave, forgiveness, accept, acceptance, closure, peace, peaceful, at peace,
    made peace, make peace, relief, relieved, stable, stability, grounded, centred, centered, heal, healed, integrity,
    fair, fairness, in line, thereby, whereby, meaningful, purpose, coming together, came together, bring together,
    brought together
  `),
});

/**
 * Entries that count less on their side: the future auxiliaries ("will" marks the future
 * more often than a promise), the contrastive connectives (a "but" makes a
 * text pull two ways a little, not a lot) and the stock forms of formal distance ("per",
 * "regards", "please find", "attached"), which read neutral-formal rather than cold.
 */
export const MILD_ENTRIES: ReadonlySet<string> = new Set([
  'will',
  'shall',
  'but',
  'but then',
  'however',
  'although',
  'though',
  'even though',
  'whereas',
  'then again',
  'that said',
  'having said',
  'except',
  'versus',
  'vs',
  'regards',
  'dear mr',
  'dear mrs',
  'dear ms',
  'dear dr',
  'dear customer',
  'dear colleagues',
  'support team',
  'kind regards',
  'best regards',
  'yours sincerely',
  'yours faithfully',
  'sincerely',
  'respectfully',
  'cordially',
  'per',
  'as per',
  'please find',
  'find attached',
  'attached',
  'attachment',
  'enclosed',
  'fyi',
  'for reference',
  'please note',
  'as discussed',
  'as requested',
  'as mentioned',
  'regarding',
  'with regard',
  'in regard',
  'receipt',
  'noted',
  'acknowledged',
  'recipient',
  'applicant',
  'customer',
  'client',
  'department',
  'policy',
  'procedure',
  'due course',
  'at present',
]);
