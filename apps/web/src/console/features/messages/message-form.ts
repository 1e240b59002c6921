import {
  LANGUAGES,
  type ConsoleMessageRequest,
  type Language,
  type MessageAudience,
  type OperatorMessageTexts,
} from '@wps/shared-types';

/** What the operator typed; a language whose subject and body are both empty is left out. */
export interface MessageDraft {
  audience: MessageAudience;
  rankLevel: string;
  label: string;
  account: string;
  texts: Record<Language, { subject: string; body: string }>;
}

export function emptyDraft(account = ''): MessageDraft {
  const blank = { subject: '', body: '' };
  return {
    audience: account ? 'MEMBER' : 'ALL',
    rankLevel: '',
    label: '',
    account,
    texts: { MS: blank, EN: blank, CN: blank },
  };
}

/** The languages the operator wrote in (a subject or a body typed). */
export function writtenTexts(draft: MessageDraft): OperatorMessageTexts {
  const texts: OperatorMessageTexts = {};
  for (const language of LANGUAGES) {
    const text = draft.texts[language];
    if (text.subject.trim() || text.body.trim()) texts[language] = text;
  }
  return texts;
}

/** The request of a draft: only the audience's own field goes along. */
export function toRequest(draft: MessageDraft): ConsoleMessageRequest {
  const texts = writtenTexts(draft);
  switch (draft.audience) {
    case 'RANK':
      return { audience: 'RANK', rankLevel: Number(draft.rankLevel), texts };
    case 'LABEL':
      return { audience: 'LABEL', label: draft.label, texts };
    case 'MEMBER':
      return { audience: 'MEMBER', account: draft.account.trim(), texts };
    case 'ALL':
      return { audience: 'ALL', texts };
  }
}

/** The first text written, as the list shows a message (MS, EN, CN). */
export function firstText(texts: OperatorMessageTexts) {
  return LANGUAGES.map((language) => texts[language]).find(Boolean) ?? null;
}
