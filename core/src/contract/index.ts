/** The zod schemas of every API request and response body (DESIGN.md endpoint table). */
import { apiErrorSchema, healthSchema, listPageQuerySchema } from './common';
import { updateUserSchema, userSchema } from './auth';
import {
  analyseTextRequestSchema,
  analysisPageQuerySchema,
  spectralResultJsonSchema,
  analysisListSchema,
  signatureSummarySchema,
  analysisSchema,
  enhancedAnalysisSchema,
  plainAnalysisSchema,
  saveAnalysisRequestSchema,
} from './analysis';
import {
  aiReplySchema,
  alternativeSchema,
  framedConversationSchema,
  framedRequestSchema,
  reanalyseRequestSchema,
  saveFramedConversationSchema,
} from './conversation';
import {
  echoAnalyseRequestSchema,
  echoReflectionSchema,
  echoReplySchema,
  echoSaveRequestSchema,
  spectralDefinitionSchema,
} from './reflection';
import { journalDeleteSchema, journalListSchema, journalPageQuerySchema } from './journal';
import {
  feedbackDeleteSchema,
  feedbackListSchema,
  feedbackRequestSchema,
  feedbackSchema,
  journalExportSchema,
} from './feedback';
import { appConfigSchema } from './config';
import {
  exerciseRequestSchema,
  exerciseResultSchema,
  learningProfileSchema,
  lessonSchema,
  lessonsQuerySchema,
  moduleSchema,
  progressSchema,
  progressUpdateResultSchema,
  progressUpdateSchema,
  recommendationSchema,
} from './learning';
import { z } from 'zod';

export * from './catalogue';
export * from './common';
export * from './auth';
export * from './analysis';
export * from './conversation';
export * from './reflection';
export * from './journal';
export * from './feedback';
export * from './learning';
export * from './config';

/** Every schema of the contract by endpoint and direction. */
export const schemas = {
  error: apiErrorSchema,
  health: healthSchema,
  user: userSchema,
  updateUser: updateUserSchema,
  analyseText: analyseTextRequestSchema,
  plainAnalysis: plainAnalysisSchema,
  enhancedAnalysis: enhancedAnalysisSchema,
  saveAnalysis: saveAnalysisRequestSchema,
  analysis: analysisSchema,
  analysisList: analysisListSchema,
  signatureSummary: signatureSummarySchema,
  analysisPageQuery: analysisPageQuerySchema,
  spectralResult: spectralResultJsonSchema,
  alternative: alternativeSchema,
  framedRequest: framedRequestSchema,
  aiReply: aiReplySchema,
  reanalyseRequest: reanalyseRequestSchema,
  saveFramedConversation: saveFramedConversationSchema,
  framedConversation: framedConversationSchema,
  echoAnalyseRequest: echoAnalyseRequestSchema,
  echoReply: echoReplySchema,
  spectralDefinition: spectralDefinitionSchema,
  echoSaveRequest: echoSaveRequestSchema,
  echoReflection: echoReflectionSchema,
  journalList: journalListSchema,
  journalPageQuery: journalPageQuerySchema,
  journalDelete: journalDeleteSchema,
  journalExport: journalExportSchema,
  feedbackRequest: feedbackRequestSchema,
  feedback: feedbackSchema,
  feedbackList: feedbackListSchema,
  feedbackPageQuery: listPageQuerySchema,
  feedbackDelete: feedbackDeleteSchema,
  learningProfile: learningProfileSchema,
  moduleList: z.array(moduleSchema),
  lessonsQuery: lessonsQuerySchema,
  lessonList: z.array(lessonSchema),
  progressList: z.array(progressSchema),
  progressUpdate: progressUpdateSchema,
  progressUpdateResult: progressUpdateResultSchema,
  recommendationList: z.array(recommendationSchema),
  exerciseRequest: exerciseRequestSchema,
  exerciseResult: exerciseResultSchema,
  config: appConfigSchema,
} as const;
