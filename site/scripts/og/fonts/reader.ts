/** A big-endian reader of font data. */
export class Reader {
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
  ) {}
  u8 = () => {
    if (this.at >= this.bytes.length) throw new Error('Font data ends early');
    return this.bytes[this.at++] as number;
  };
  u16 = () => (this.u8() << 8) | this.u8();
  i16 = () => (this.u16() << 16) >> 16;
  u32 = () => (this.u16() * 0x10000 + this.u16()) >>> 0;
  take = (length: number) => {
    if (this.at + length > this.bytes.length) throw new Error('Font data ends early');
    return this.bytes.subarray(this.at, (this.at += length));
  };
}
