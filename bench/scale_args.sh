# The arguments and set-up arch_scale.sh, grid_scale.sh and type_depth.sh
# share, sourced after each sets `sizes` to its default list: -b BUILD and
# -s SIZES from the script's arguments; sets src, build, sizes, cc (the
# build's vgiwcc) and work (a temporary directory removed on exit).
src=$(cd "$(dirname "$0")/.." && pwd)
build=$src/build
while [ $# -gt 0 ]; do
	case $1 in
	-b) build=$2; shift 2 ;;
	-s) sizes=$2; shift 2 ;;
	*) echo "usage: $0 [-b BUILD] [-s SIZES]" >&2; exit 2 ;;
	esac
done
cc=$build/compiler/vgiwcc
[ -x "$cc" ] || { echo "$0: no $cc (build it first)" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
