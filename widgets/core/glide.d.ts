/** The part of @glidejs/glide 3.7.1 the carousel hook uses (the package ships no types). */
declare module '@glidejs/glide' {
  export interface GlideOptions {
    type?: 'slider' | 'carousel';
    startAt?: number;
    perView?: number;
    perSwipe?: '' | '|';
    focusAt?: number | 'center';
    gap?: number;
    autoplay?: number | false;
    hoverpause?: boolean;
    keyboard?: boolean;
    bound?: boolean;
    animationDuration?: number;
    rewind?: boolean;
    breakpoints?: Record<number, Partial<GlideOptions>>;
    [option: string]: unknown;
  }

  export default class Glide {
    constructor(root: string | HTMLElement, options?: GlideOptions);
    index: number;
    settings: GlideOptions & {
      perView: number;
      autoplay: number | false;
      animationDuration: number;
      hoverpause: boolean;
    };
    disabled: boolean;
    mount(extensions?: Record<string, unknown>): this;
    update(settings?: GlideOptions): this;
    go(pattern: string): this;
    play(interval?: number | false): this;
    pause(): this;
    destroy(): this;
    enable(): this;
    disable(): this;
    on(event: string | string[], handler: (...args: any[]) => void): this;
    isType(name: string): boolean;
  }
}
