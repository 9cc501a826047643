/* vgiwcc: placeholder entry until the driver lands in this session. */
int main(void);
int main(void) { return 1; }
