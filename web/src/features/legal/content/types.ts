/**
 * The shapes of the legal texts. Each document has a German and an English module of the same
 * type, so a section missing from one language, or one only it has, fails the typecheck.
 */

/**
 * A paragraph or a list item: plain text with `[words](/path)` links (internal paths, `mailto:`,
 * `tel:` or `https:`) and `*emphasis*`, so that translators write sentences, not markup.
 */
export type Rich = string;

export type Block = Rich | { list: readonly Rich[] };

export interface Section {
  heading: string;
  body: readonly Block[];
}

/** A document's sections, in the order both languages print them. */
export const TERMS_SECTIONS = [
  'eligibility',
  'account',
  'readings',
  'payment',
  'subscriptions',
  'withdrawal',
  'changes',
  'liability',
  'law',
  'contact',
] as const;

export const PRIVACY_SECTIONS = [
  'data',
  'purposes',
  'provision',
  'retention',
  'recipients',
  'cookies',
  'rights',
  'automatedDecisions',
  'children',
  'changes',
] as const;

export interface LegalText<Id extends string> {
  title: string;
  /** "Last updated ..." in this language. */
  updated: string;
  intro: readonly Block[];
  sections: Record<Id, Section>;
}

export type TermsText = LegalText<(typeof TERMS_SECTIONS)[number]>;
export type PrivacyText = LegalText<(typeof PRIVACY_SECTIONS)[number]>;

/** The Impressum's words; the operator's details come from the server's configuration. */
export interface ImpressumText {
  title: string;
  provider: string;
  contact: string;
  email: string;
  phone: string;
  register: string;
  vatId: string;
  disputeHeading: string;
  dispute: string;
}

/** The page around the texts, in the reader's language. */
export interface LegalChrome {
  hubTitle: string;
  hubIntro: string;
  hubDocuments: { terms: string; privacy: string; impressum: string };
  creditsHeading: string;
  credits: readonly { label: string; text: Rich }[];
  /** Under each document's title: which version binds. */
  bindingNote: string;
  versionsNav: string;
  operatorLoading: string;
  operatorError: string;
}
