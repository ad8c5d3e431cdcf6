import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH } from './account-rules';

export const feedbackRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your feedback.')
    .max(FEEDBACK_MAX_LENGTH, `Please keep your feedback under ${FEEDBACK_MAX_LENGTH} characters.`),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ id: z.string(), createdAt: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
