/** A UI message: plain text with `{name}` placeholders, or plural forms chosen by Intl.PluralRules. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Messages = Record<string, Message>;

/** A language's translation of an English source bundle: same keys, any may be missing (English is used). */
export type Translation<Source extends Messages> = { [K in keyof Source]?: Message };
