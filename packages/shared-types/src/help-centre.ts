import type { Language } from './languages.js';

// The help centre of /help and /helpmc (spec 1 §7: /wps/system/helpCenter).

export const HELP_CENTRE_PATH = '/wps/system/helpCenter';

// The section that holds the terms; its code is the anchor of /help#term (spec 1 §2).
export const HELP_TERMS_CODE = 'term';

// GET /wps/system/helpCenter?language=MS.
export interface HelpCentreQuery {
  language: Language;
}

export interface HelpArticle {
  code: string;
  title: string;
  content: string;
}

// A section of the help centre; `code` is its anchor on the page.
export interface HelpCategory {
  code: string;
  title: string;
  articles: HelpArticle[];
}
