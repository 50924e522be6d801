// Icon draws with currentColor and needs no styled wrapper.
export {};
