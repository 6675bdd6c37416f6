/** Every API route with a valid body, for the tests that sweep all of them. */
import { savePayload, TENSE_TEXT } from './fixtures';

/** One route: method, path and a body the route accepts. */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

const axes = { warmthDetachment: 0.6, certaintyAmbiguity: 0.5, intensityRestraint: 0.4, conflictCoherence: 0.7 };
const now = () => new Date().toISOString();

/** Every route that needs a session (DESIGN.md endpoint list). Ids point at rows that may not exist. */
export function protectedRoutes(
  ids: { analysisId: number; journalId: number } = { analysisId: 1, journalId: 1 },
): RouteCase[] {
  return [
    { method: 'GET', path: '/api/auth/user' },
    { method: 'PATCH', path: '/api/auth/user', body: { firstName: 'Ada' } },
    { method: 'POST', path: '/api/analyse/plain', body: { inputText: TENSE_TEXT } },
    { method: 'POST', path: '/api/analyse/enhanced', body: { inputText: TENSE_TEXT } },
    { method: 'POST', path: '/api/analyse', body: savePayload(TENSE_TEXT) },
    { method: 'GET', path: '/api/analyses' },
    { method: 'GET', path: `/api/analyses/${ids.analysisId}` },
    { method: 'POST', path: '/api/generate-alternative', body: { inputText: TENSE_TEXT } },
    {
      method: 'POST',
      path: '/api/ai-response/framed',
      body: {
        userMessage: 'Hi',
        emotionalValues: axes,
        originalText: TENSE_TEXT,
        aiText: null,
        conversationHistory: [],
      },
    },
    {
      method: 'POST',
      path: '/api/reanalyse-adjusted',
      body: { originalText: TENSE_TEXT, adjustedEmotionalValues: axes },
    },
    {
      method: 'POST',
      path: '/api/framed-conversations',
      body: {
        originalText: TENSE_TEXT,
        aiGeneratedText: null,
        emotionalValues: axes,
        conversation: [],
        timestamp: now(),
      },
    },
    { method: 'POST', path: '/api/echoroom/analyse', body: { inputText: TENSE_TEXT, echoMode: 'solo' } },
    { method: 'POST', path: '/api/spectral-definition', body: { inputText: 'calm' } },
    {
      method: 'POST',
      path: '/api/echo-room/save',
      body: {
        analysisId: null,
        echoMode: 'solo',
        originalText: TENSE_TEXT,
        resonantReply: null,
        userReflection: 'noted',
        emotionalInsights: null,
        spectralResonance: '{}',
      },
    },
    { method: 'GET', path: '/api/journal' },
    { method: 'GET', path: '/api/journal/export' },
    { method: 'DELETE', path: `/api/journal/${ids.journalId}` },
    {
      method: 'POST',
      path: '/api/feedback',
      body: { tone: 'hurt', shownTone: 'calm', role: 'writer', analysisId: null, text: null, textHash: '0'.repeat(64) },
    },
    { method: 'GET', path: '/api/feedback' },
    { method: 'GET', path: '/api/learning/profile' },
    { method: 'GET', path: '/api/learning/modules' },
    { method: 'GET', path: '/api/learning/lessons?moduleKey=foundations' },
    { method: 'GET', path: '/api/learning/progress' },
    { method: 'GET', path: '/api/learning/recommendations' },
    { method: 'POST', path: '/api/learning/generate-recommendations' },
    {
      method: 'POST',
      path: '/api/learning/exercise',
      body: {
        lessonKey: 'foundations-what-is-tone',
        exerciseType: 'reflection',
        promptText: 'Describe a message.',
        userResponse: 'I noticed my message sounded cold because I was tired.',
      },
    },
    { method: 'PATCH', path: '/api/learning/progress/foundations-what-is-tone', body: { status: 'in_progress' } },
  ];
}
