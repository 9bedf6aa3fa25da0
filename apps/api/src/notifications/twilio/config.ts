/** Where SMS and calls go: Twilio, or any provider speaking its API (TWILIO_* variables, docs/operations.md). */
export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** Our number (E.164) or messaging sender. */
  from: string;
}
