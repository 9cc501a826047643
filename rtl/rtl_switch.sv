// The eight-neighbour switch of a cell (docs/rtl.md): its selector words,
// loaded from the image's S(2c), S(2c+1), and the output port registers,
// each taking the token its selector names (a neighbour's on a channel,
// or the cell's unit output). Every port register is one hop
// (vgiw.switch.hop-latency 1).
module rtl_switch #(
	parameter int C = 2,        // channels
	parameter int VCW = 5       // bits of a channel number
) (
	input  logic clk,
	input  logic rst,
	// configuration: selector word cfg_word (S(cfg_word)) of the image
	input  logic cfg_we,
	input  logic [5:0] cfg_word,
	input  logic [63:0] cfg_data,
	// the cell's unit output
	input  logic uo_v,
	input  logic [VCW-1:0] uo_vc,
	input  logic [63:0] uo_val,
	// tokens from the neighbours, by direction (N, NE, E, SE, S, SW, W,
	// NW: where they come from) and channel; our output ports likewise
	input  logic [8*C-1:0] in_v,
	input  logic [8*C*VCW-1:0] in_vc,
	input  logic [8*C*64-1:0] in_val,
	output logic [8*C-1:0] out_v,
	output logic [8*C*VCW-1:0] out_vc,
	output logic [8*C*64-1:0] out_val
);
	logic [63:0] sw [0:2*C-1];
	always_ff @(posedge clk)
		if (cfg_we)
			for (int i = 0; i < 2 * C; i++)
				if (cfg_word == 6'(i))
					sw[i] <= cfg_data;

	genvar gd, gc;
	generate
		for (gd = 0; gd < 8; gd++) begin : port
			for (gc = 0; gc < C; gc++) begin : chan
				localparam int P = gd * C + gc;
				wire [15:0] sel = sw[2 * gc + gd / 4][16 * (gd % 4) +: 16];
				wire [3:0] src = sel[11:8];
				wire [5:0] sc = sel[5:0];
				wire [31:0] at = (32'(src) * C + 32'(sc)) % (8 * C);
				wire from_in = src < 4'd8 && 32'(sc) < C;
				always_ff @(posedge clk)
					if (rst || !sel[15]) begin
						out_v[P] <= 1'b0;
					end else if (src == 4'd8) begin
						out_v[P] <= uo_v;
						out_vc[P * VCW +: VCW] <= uo_vc;
						out_val[P * 64 +: 64] <= uo_val;
					end else if (from_in) begin
						out_v[P] <= in_v[at];
						out_vc[P * VCW +: VCW] <= in_vc[at * VCW +: VCW];
						out_val[P * 64 +: 64] <= in_val[at * 64 +: 64];
					end else begin
						out_v[P] <= 1'b0;
					end
			end
		end
	endgenerate
endmodule
