export const COMPRESSIBLE: RegExp;
export function precompressFile(file: string): Promise<void>;
