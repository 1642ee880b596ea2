/** The parts of Verovio's npm package the engraver uses (it ships no types). */
declare module 'verovio/wasm' {
  /** Instantiates the toolkit's WebAssembly (embedded in the module) and resolves with the module. */
  export default function createVerovioModule(): Promise<unknown>;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    getVersion(): string;
    setOptions(options: Record<string, unknown>): void;
    loadData(data: string): boolean;
    getPageCount(): number;
    renderToSVG(page: number, xmlDeclaration?: boolean): string;
    getLog(): string;
  }
}
