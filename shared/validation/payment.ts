import * as yup from 'yup';
import type { ValidationMessageKey } from './messages';
import { string } from './typed';

const key = (name: ValidationMessageKey) => name;

/** `POST /payment/cards`: the provider's token for a card the browser tokenized with it; nothing else. */
export const addCardSchema = yup
  .object({
    token: string()
      .required(key('required'))
      .max(200, key('valueInvalid'))
      .matches(/^[\w-]+$/, key('valueInvalid')),
  })
  .noUnknown(key('unknownField'));

export type AddCardInput = yup.InferType<typeof addCardSchema>;
