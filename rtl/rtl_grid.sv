// The MT-CGRF grid of ROWS x COLS cells (docs/rtl.md): each cell's output
// port toward direction d is its neighbour's input from the opposite
// direction; configuration words are addressed by cell; the injection bus
// reaches every cell (a source cell takes its replica's channel); each
// cell's perimeter port and firing strobe are brought out flat.
module rtl_grid #(
	parameter int ROWS = 9,
	parameter int COLS = 12,
	parameter int C = 2,
	parameter int E = 32,
	parameter int VCW = 5,
	parameter int LMAX = 16,
	parameter int REPS = 16
) (
	input  logic clk,
	input  logic rst,
	input  logic cfg_we,
	input  logic [15:0] cfg_cell,
	input  logic [5:0] cfg_word,
	input  logic [63:0] cfg_data,
	input  logic [REPS-1:0] inj_v,
	input  logic [REPS*VCW-1:0] inj_vc,
	output logic [ROWS*COLS-1:0] fire_v,
	output logic [ROWS*COLS*VCW-1:0] fire_vc,
	output logic [ROWS*COLS-1:0] px_v,
	output logic [ROWS*COLS*64-1:0] px_a, px_b, px_c,
	input  logic [ROWS*COLS*64-1:0] px_rdata
);
	localparam int N = ROWS * COLS;
	logic [8*C-1:0] ov [0:N-1];
	logic [8*C*VCW-1:0] ovc [0:N-1];
	logic [8*C*64-1:0] oval [0:N-1];

	genvar r, q, d;
	generate
		for (r = 0; r < ROWS; r++) begin : row
			for (q = 0; q < COLS; q++) begin : col
				localparam int I = r * COLS + q;
				logic [8*C-1:0] iv;
				logic [8*C*VCW-1:0] ivc;
				logic [8*C*64-1:0] ival;
				// direction d: N NE E SE S SW W NW; the neighbour
				// there sends toward us on its port (d + 4) % 8
				for (d = 0; d < 8; d++) begin : dir
					localparam int DR = (d == 0 || d == 1 || d == 7) ? -1 :
					                    (d == 3 || d == 4 || d == 5) ? 1 : 0;
					localparam int DC = (d == 1 || d == 2 || d == 3) ? 1 :
					                    (d == 5 || d == 6 || d == 7) ? -1 : 0;
					localparam int NR = r + DR, NC = q + DC;
					localparam int O = (d + 4) % 8;
					if (NR >= 0 && NR < ROWS && NC >= 0 && NC < COLS) begin : link
						localparam int J = NR * COLS + NC;
						assign iv[d * C +: C] = ov[J][O * C +: C];
						assign ivc[d * C * VCW +: C * VCW] = ovc[J][O * C * VCW +: C * VCW];
						assign ival[d * C * 64 +: C * 64] = oval[J][O * C * 64 +: C * 64];
					end else begin : border
						assign iv[d * C +: C] = '0;
						assign ivc[d * C * VCW +: C * VCW] = '0;
						assign ival[d * C * 64 +: C * 64] = '0;
					end
				end
				rtl_cell #(.C(C), .E(E), .VCW(VCW), .LMAX(LMAX), .REPS(REPS)) u (
					.clk(clk), .rst(rst),
					.cfg_we(cfg_we && cfg_cell == 16'(I)), .cfg_word(cfg_word),
					.cfg_data(cfg_data), .inj_v(inj_v), .inj_vc(inj_vc),
					.in_v(iv), .in_vc(ivc), .in_val(ival),
					.out_v(ov[I]), .out_vc(ovc[I]), .out_val(oval[I]),
					.fire_v(fire_v[I]), .fire_vc(fire_vc[I * VCW +: VCW]),
					.px_v(px_v[I]), .px_a(px_a[I * 64 +: 64]),
					.px_b(px_b[I * 64 +: 64]), .px_c(px_c[I * 64 +: 64]),
					.px_rdata(px_rdata[I * 64 +: 64]));
			end
		end
	endgenerate
endmodule
