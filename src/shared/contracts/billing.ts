import { z } from 'zod';
import { CANCELLATION_FEEDBACK_MAX, PLAN_IDS } from '../domain/plans.ts';

const userId = z.string().min(1).max(200);

/** SPEC.md section 7: POST /stripe/create-checkout-session. */
export const CreateCheckoutRequestSchema = z.object({
  userId: userId.optional(),
  userEmail: z.string().max(254).optional(),
  priceId: z.enum(PLAN_IDS, {
    error: 'Choose one of the plans: single, starter, professional or premium.',
  }),
  successUrl: z.url({ error: 'successUrl must be a full URL.' }).max(2000),
  cancelUrl: z.url({ error: 'cancelUrl must be a full URL.' }).max(2000),
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;

export const CheckoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** SPEC.md section 7: POST /stripe/cancel-subscription. */
export const CancelRequestSchema = z.object({
  userId: userId.optional(),
  cancellationReason: z.object(
    {
      reason: z
        .string({ error: 'Please provide a reason for cancellation' })
        .trim()
        .min(1, 'Please provide a reason for cancellation')
        .max(200, 'The reason must be at most 200 characters'),
      feedback: z
        .string()
        .trim()
        .max(
          CANCELLATION_FEEDBACK_MAX,
          `Feedback must be at most ${CANCELLATION_FEEDBACK_MAX} characters`,
        )
        .optional(),
    },
    { error: 'Please provide a reason for cancellation' },
  ),
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

export const CancelResponseSchema = z.object({
  cancelAt: z.string().nullable(),
  message: z.string(),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

/** GET /api/billing/plans: what each plan costs and grants, for the paywall. */
export const PlanOfferSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  priceGbp: z.number(),
  maxSimulations: z.number().int(),
  features: z.array(z.string()),
});
export const PlansResponseSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  plans: z.array(PlanOfferSchema),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** The local test checkout (PRODUCT.md D3). */
export const LocalCheckoutSchema = z.object({
  id: z.string(),
  plan: PlanOfferSchema,
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

export const LocalPaymentRequestSchema = z.object({
  cardNumber: z
    .string({ error: 'Enter the card number.' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
  expiry: z
    .string({ error: 'Enter the expiry date as MM/YY.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry date as MM/YY.'),
  cvc: z
    .string({ error: 'Enter the 3 or 4 digit security code.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});
export type LocalPaymentRequest = z.input<typeof LocalPaymentRequestSchema>;

export const LocalPaymentResultSchema = z.object({ redirectUrl: z.string() });
