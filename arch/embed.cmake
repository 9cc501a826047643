# Turn a text file into a C array so the library needs no file at run time:
#   cmake -DIN=file -DOUT=file.c -DNAME=symbol -P embed.cmake
# defines `const char NAME[]` (NUL-terminated) and `const size_t NAME_len`.
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
string(REGEX REPLACE "((0x..,){16})" "\\1\n" hex "${hex}")
# (char): bytes above 0x7f (UTF-8 text) without -Woverflow
string(REPLACE "0x" "(char)0x" hex "${hex}")
get_filename_component(base "${IN}" NAME)
file(WRITE "${OUT}" "/* Generated from arch/${base} by arch/embed.cmake; do not edit. */\n"
  "#include <stddef.h>\n\n"
  "extern const char ${NAME}[];\n"
  "extern const size_t ${NAME}_len;\n"
  "const char ${NAME}[] = {\n${hex}0\n};\n"
  "const size_t ${NAME}_len = sizeof ${NAME} - 1;\n")
