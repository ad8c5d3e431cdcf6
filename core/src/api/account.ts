import { z } from 'zod';
import { birthDateSchema, birthTimeOfDaySchema, timeZoneSchema } from '../readings/schemas';
import { MAX_NAME_LENGTH } from '../readings/validate';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account-rules';
import { TRANSIT_ORB_SET_NAMES } from '../astro/transit-points';
import { LANGUAGES } from './language';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Readiness: this server takes new requests (not draining, database answering). */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
});

export const authProviderSchema = z.object({ id: z.string(), name: z.string() });

export const publicConfigSchema = z.object({
  devBypass: z.boolean(),
  providers: z.object({
    google: z.boolean(),
    apple: z.boolean(),
    oidc: z.array(authProviderSchema),
  }),
  welcomeCredits: z.number().int(),
  /** Whether the server sends mail: verification, password reset and changes of address exist only then. */
  email: z.boolean(),
  /** `demo` takes test payments on the app's own checkout page; the pricing page says so. */
  payments: z.enum(['stripe', 'demo']),
  /** `elevenlabs`: the voice guide also offers ElevenLabs' conversational agent. */
  voiceAgent: z.enum(['elevenlabs', 'builtin']),
  /** Who runs the service, for the Impressum (from the server's OPERATOR_* settings). */
  operator: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    email: z.string(),
    phone: z.string().nullable(),
    register: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** The transit orbs "Today" and the daily note use (TRANSIT_ORB_SETS gives their degrees). */
export const transitOrbsSchema = z.enum(TRANSIT_ORB_SET_NAMES);

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthCity: z.string().nullable(),
  birthCountry: z.string().nullable(),
  birthRegion: z.string().nullable(),
  birthLat: z.number().nullable(),
  birthLng: z.number().nullable(),
  birthTz: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The language the user chose for Orrery; null until they choose one. */
  language: languageSchema.nullable(),
  transitOrbs: transitOrbsSchema,
  status: z.enum(['active', 'blocked', 'deleted']),
  role: z.enum(['user', 'admin']),
  remainingCredits: z.number().int(),
  credits: z.number().int(),
  creditsRolloverRemaining: z.number().int(),
  creditsPerMonth: z.number().int(),
  subscriptionTier: z.string().nullable(),
  subscriptionType: z.string().nullable(),
  subscriptionStatus: z.enum(['active', 'cancelled']).nullable(),
  nextRenewalDate: z.string().nullable(),
  lastCreditRefreshDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  profile: profileSchema,
  balance: z.number().int(),
  isSubscriber: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** An empty string clears a field: the profile stores empty values as null. */
const cleared = z.literal('').transform(() => null);

// The path names the field; the message is written to sit beside it in a form.
const optionalName = () =>
  z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, `Please use at most ${MAX_NAME_LENGTH} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * Onboarding and profile edits. Every field is optional (onboarding may be skipped part-way).
 * Dates, times and zones follow the same rules as the reading forms, so a saved profile can
 * always fill a reading form.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: optionalName(),
  lastName: optionalName(),
  birthDate: z.union([birthDateSchema, cleared]).nullable().optional(),
  birthTime: z.union([birthTimeOfDaySchema, cleared]).nullable().optional(),
  birthCity: optionalName(),
  birthCountry: optionalName(),
  birthRegion: optionalName(),
  birthLat: z
    .number()
    .min(-90, 'birthLat must be from -90 to 90')
    .max(90, 'birthLat must be from -90 to 90')
    .nullable()
    .optional(),
  birthLng: z
    .number()
    .min(-180, 'birthLng must be from -180 to 180')
    .max(180, 'birthLng must be from -180 to 180')
    .nullable()
    .optional(),
  birthTz: z
    .union([timeZoneSchema('birthTz'), cleared])
    .nullable()
    .optional(),
  language: languageSchema.optional(),
  transitOrbs: transitOrbsSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

const emailField = z.string().trim().pipe(z.email('Please enter a valid email address.'));

export const signInFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Please enter your password.'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signUpFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your full name.')
    .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`),
  email: emailField,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;
