/**
 * The types of message catalogs (docs/architecture.md, "The elements": i18n). A catalog is one
 * language's words for one part of the UI, in its own module (`messages/en.ts`,
 * `messages/zh-CN.ts`…), so a language can be loaded on its own.
 *
 * English defines the message ids, and through its literal types the `{placeholders}` of each
 * message: write it `{ … } as const satisfies Catalog`. Every other language is checked against it
 * by `translation<typeof en>()({ … })`: a missing id, an id English does not have, or a
 * placeholder missing or added fails `tsc`.
 */

/** A catalog: message id → text with `{name}` placeholders. */
export type Catalog = Readonly<Record<string, string>>;

/** The placeholder names of a message text, as a union: `Placeholders<'{name} played {count}'>` is `'name' | 'count'`. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/**
 * What a translator takes after a message id: nothing when the message has no placeholder, else
 * exactly its placeholders (`string | number` each). A text whose words are not known (`string`)
 * takes any params.
 */
export type MessageParams<Text extends string> = string extends Text
  ? [params?: Readonly<Record<string, string | number>>]
  : [Placeholders<Text>] extends [never]
    ? []
    : [params: { readonly [Name in Placeholders<Text>]: string | number }];

/** The words of `Base` with those of `Over` on top (a game may replace a shared word: a BiggieBills seat is a team). */
export type Merge<Base extends Catalog, Over extends Catalog> = Omit<Base, keyof Over> & Over;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PlaceholderList<Text extends string> = [Placeholders<Text>] extends [never] ? 'no placeholder' : `{${Placeholders<Text>}}`;

/**
 * A translation `T` of the catalog `English` as it must be: every id of English (a missing one is
 * reported by name), no other (an extra one must equal `{ notAnEnglishMessageId }`), and each text
 * with exactly the placeholders of the English one (else it must equal `{ placeholdersOfEnglish }`,
 * which names them).
 */
export type Translation<English extends Catalog, T extends Catalog> = {
  readonly [Id in keyof T]: Id extends keyof English
    ? Same<Placeholders<T[Id]>, Placeholders<English[Id]>> extends true ? T[Id] : { readonly placeholdersOfEnglish: PlaceholderList<English[Id]> }
    : { readonly notAnEnglishMessageId: Id };
} & { readonly [Id in Exclude<keyof English, keyof T>]: string };

/**
 * Checks a translation of `English` at compile time (`Translation`) and returns it unchanged:
 * `export default translation<typeof en>()({ … })`. Does nothing at run time.
 */
export const translation =
  <English extends Catalog>() =>
  <const T extends Catalog>(messages: T & NoInfer<Translation<English, T>>): T =>
    messages;
