import { z } from 'zod';

/** spec 3 §3: the static data answer, a list of key/text pairs in the requested language. */
export const ZStaticText = z.object({ key: z.string(), text: z.string() });
export type TStaticText = z.infer<typeof ZStaticText>;

export const ZStaticTextResponse = z.object({ staticText: z.array(ZStaticText) });
export type TStaticTextResponse = z.infer<typeof ZStaticTextResponse>;
