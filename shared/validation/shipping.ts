import * as yup from 'yup';
import {
  ADDITIONAL_NUMBER_PATTERN,
  ADDRESS_LINE_MAX_LENGTH,
  BUILDING_NUMBER_PATTERN,
  CARRIER_NAME_MAX_LENGTH,
  MAX_REIMBURSEMENT_HALALAS,
  MIN_REIMBURSEMENT_HALALAS,
  POSTAL_CODE_PATTERN,
  PRODUCT_HANDOVERS,
  SAUDI_CARRIERS,
  SHIPPING_PROBLEM_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
  type Carrier,
  type ProductHandover,
} from '../domain/shipping';
import { messageText } from './chat';
import { listQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { trimmedString } from './rules';
import { boolean, number, string } from './typed';

/** The rules of product shipping (issue 28): the brief's terms, the national address, the shipment, the receipt. */

const key = (name: ValidationMessageKey) => name;

/** The longest S3 key an upload may have (S3's own limit). */
const UPLOAD_KEY_MAX_LENGTH = 1024;

const halalas = (min: number, max: number, message: ValidationMessageKey) =>
  number().required(key('required')).integer(key('valueInvalid')).min(min, key(message)).max(max, key(message));

/** The brief's "Creators need the product": how they get it, and for a reimbursement the most paid back. */
export const productNeedSchema = yup
  .object({
    handover: yup.mixed<ProductHandover>().required(key('required')).oneOf([...PRODUCT_HANDOVERS], key('valueInvalid')),
    reimbursementLimit: number().when('handover', {
      is: 'reimburse',
      then: () => halalas(MIN_REIMBURSEMENT_HALALAS, MAX_REIMBURSEMENT_HALALAS, 'reimbursementLimitOutOfRange'),
      otherwise: (schema) => schema.strip(),
    }),
  })
  .noUnknown(key('unknownField'));

const addressLine = () => trimmedString().required(key('required')).max(ADDRESS_LINE_MAX_LENGTH, key('addressLineTooLong'));
const digits = (pattern: RegExp, message: ValidationMessageKey) => trimmedString().required(key('required')).matches(pattern, key(message));

/** A Saudi national address, every part required. */
export const nationalAddressFields = {
  buildingNumber: digits(BUILDING_NUMBER_PATTERN, 'buildingNumberInvalid'),
  street: addressLine(),
  district: addressLine(),
  city: addressLine(),
  postalCode: digits(POSTAL_CODE_PATTERN, 'postalCodeInvalid'),
  additionalNumber: digits(ADDITIONAL_NUMBER_PATTERN, 'additionalNumberInvalid'),
};

/** `PUT /campaigns/{id}/shipments/{creatorId}/address` (the creator): where to ship; saved on her profile for next time. */
export const shippingAddressSchema = yup.object(nationalAddressFields).noUnknown(key('unknownField'));

/** `PUT /campaigns/{id}/shipments/{creatorId}/tracking` (the company): the carrier, its name when "other", the tracking number. */
export const shipmentTrackingSchema = yup
  .object({
    carrier: yup.mixed<Carrier>().required(key('required')).oneOf([...SAUDI_CARRIERS], key('valueInvalid')),
    carrierName: trimmedString().when('carrier', {
      is: 'other',
      then: (schema) => schema.required(key('required')).max(CARRIER_NAME_MAX_LENGTH, key('carrierNameTooLong')),
      otherwise: (schema) => schema.strip(),
    }),
    trackingNumber: trimmedString().required(key('required')).matches(TRACKING_NUMBER_PATTERN, key('trackingNumberInvalid')),
  })
  .noUnknown(key('unknownField'));

/** `POST /campaigns/{id}/shipments/{creatorId}/received`: received, or a problem with what went wrong. */
export const shipmentReceiptSchema = yup
  .object({
    received: boolean().required(key('required')),
    problem: messageText()
      .max(SHIPPING_PROBLEM_MAX_LENGTH, key('longTextTooLong'))
      .when('received', { is: false, then: (schema) => schema.required(key('required')), otherwise: (schema) => schema.strip() }),
  })
  .noUnknown(key('unknownField'));

/** `POST /campaigns/{id}/shipments/{creatorId}/purchase`: the receipt's upload key and what she paid (halalas). */
export const purchaseReceiptSchema = yup
  .object({
    key: string().required(key('required')).max(UPLOAD_KEY_MAX_LENGTH, key('uploadNotFound')).matches(/^uploads\//, key('uploadNotFound')),
    amount: number().required(key('required')).integer(key('valueInvalid')).min(1, key('valueInvalid')).max(MAX_REIMBURSEMENT_HALALAS, key('reimbursementOverLimit')),
  })
  .noUnknown(key('unknownField'));

/** `GET /admin/shipping-problems?page`. */
export const shippingProblemsQuerySchema = listQuerySchema({});

export type ShippingAddressInput = yup.InferType<typeof shippingAddressSchema>;
export type ShipmentTrackingInput = yup.InferType<typeof shipmentTrackingSchema>;
export type ShipmentReceiptInput = yup.InferType<typeof shipmentReceiptSchema>;
export type PurchaseReceiptInput = yup.InferType<typeof purchaseReceiptSchema>;
