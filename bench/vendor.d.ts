// The comparison packages of the core benchmark ship no types; only the calls it makes are declared.
declare module 'sentiment' {
  export default class Sentiment {
    analyze(text: string): { score: number; comparative: number };
  }
}
declare module 'vader-sentiment' {
  const vader: {
    SentimentIntensityAnalyzer: {
      polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
    };
  };
  export default vader;
}
