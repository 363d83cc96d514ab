import type { CardId } from '../../../src/engine/hanafuda';

/** Named card groups for readable test rows. */
export const LIGHTS = [
  'm01-light',
  'm03-light',
  'm08-light',
  'm12-light',
] as const satisfies readonly CardId[];
export const RAIN: CardId = 'm11-light';
export const CUP: CardId = 'm09-animal';
export const INO = ['m06-animal', 'm07-animal', 'm10-animal'] as const satisfies readonly CardId[];
/** Animals outside Inoshikacho, without the sake cup. */
export const OTHER_ANIMALS = [
  'm02-animal',
  'm04-animal',
  'm05-animal',
  'm08-animal',
  'm11-animal',
] as const satisfies readonly CardId[];
export const POEM = ['m01-ribbon', 'm02-ribbon', 'm03-ribbon'] as const satisfies readonly CardId[];
export const BLUE = ['m06-ribbon', 'm09-ribbon', 'm10-ribbon'] as const satisfies readonly CardId[];
export const PLAIN = [
  'm04-ribbon',
  'm05-ribbon',
  'm07-ribbon',
  'm11-ribbon',
] as const satisfies readonly CardId[];
/** The 24 chaff cards (the sake cup is not among them). */
// biome-ignore format: card table
export const CHAFF = [
  'm01-chaff1', 'm01-chaff2', 'm02-chaff1', 'm02-chaff2', 'm03-chaff1', 'm03-chaff2',
  'm04-chaff1', 'm04-chaff2', 'm05-chaff1', 'm05-chaff2', 'm06-chaff1', 'm06-chaff2',
  'm07-chaff1', 'm07-chaff2', 'm08-chaff1', 'm08-chaff2', 'm09-chaff1', 'm09-chaff2',
  'm10-chaff1', 'm10-chaff2', 'm11-chaff', 'm12-chaff1', 'm12-chaff2', 'm12-chaff3',
] as const satisfies readonly CardId[];

/** Chaff cards without any December or November card (keeps the weather rule out). */
export const chaff = (n: number): CardId[] => CHAFF.slice(0, n);
