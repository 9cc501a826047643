// One MT-CGRF cell of the VGIW core (docs/rtl.md): configuration registers
// loaded from a block image's cell words, the token buffer indexed by
// virtual channel (three operands an entry) with its ready ring, the unit
// (a result pipeline of the op's latency after the integer unit, rtl_fpu
// or the perimeter port) and the eight-neighbour switch (rtl_switch.sv).
module rtl_cell #(
	parameter int C = 2,        // switch channels
	parameter int E = 32,       // token-buffer entries (virtual channels)
	parameter int VCW = 5,      // bits of a channel number
	parameter int LMAX = 16,    // deepest result pipeline
	parameter int REPS = 16,    // replicas the injection bus carries
	// the unit class whose datapath the cell keeps, as arch/default.xml
	// names them (ALU, SCU, LDST, LVU, CVU, SJU: a cell of one class runs
	// only its class's operations, as placement puts them), or "all": every
	// datapath, any operation (the grid's cells; rtl/synth.sh synthesises
	// one class a cell)
	parameter UCLASS = "all"
) (
	input  logic clk,
	input  logic rst,
	// configuration: word cfg_word of this cell's image words
	input  logic cfg_we,
	input  logic [5:0] cfg_word,
	input  logic [63:0] cfg_data,
	// thread injection, one per replica and cycle: the channel it takes
	input  logic [REPS-1:0] inj_v,
	input  logic [REPS*VCW-1:0] inj_vc,
	// tokens from the neighbours' ports toward us, by direction (N, NE,
	// E, SE, S, SW, W, NW: where they come from) and channel
	input  logic [8*C-1:0] in_v,
	input  logic [8*C*VCW-1:0] in_vc,
	input  logic [8*C*64-1:0] in_val,
	// our output ports, by direction and channel
	output logic [8*C-1:0] out_v,
	output logic [8*C*VCW-1:0] out_vc,
	output logic [8*C*64-1:0] out_val,
	// a firing this cycle (the testbench counts a thread's firings)
	output logic fire_v,
	output logic [VCW-1:0] fire_vc,
	// the perimeter port: memory, LVC, CVT and thread-table operations
	// leave with their operands and their result comes back in the cycle
	output logic px_v,
	output logic [63:0] px_a, px_b, px_c,
	input  logic [63:0] px_rdata
);
	localparam int W = 10 + 2 * C + 1;   // image words per cell
	/* verilator lint_off WIDTH */   // class names of different lengths
	localparam bit ALL = UCLASS == "all", ALU = UCLASS == "ALU", SCU = UCLASS == "SCU";
	localparam bit LVU = UCLASS == "LVU", CVU = UCLASS == "CVU", SJU = UCLASS == "SJU";
	// LDST, LVU and CVU (tid and the branch units br, jmp, exit) operate
	// at the perimeter port only
	localparam bit PORT = UCLASS == "LDST" || LVU || CVU;
	/* verilator lint_on WIDTH */
	// the operand slots whose values the class's operations read (a
	// predicated lvst its predicate, br its condition, split and join
	// operand 0; ops.def's data operands otherwise): the token buffer
	// keeps a value only for these, and the presence of all three
	localparam int NVAL = CVU || SJU ? 1 : SCU || LVU ? 2 : 3;

	// ---- configuration registers (the switch's in rtl_switch) ----
	logic [63:0] u0, u1, u2, k0, k1, k2, s0, s1, s2, inw, tw;
	always_ff @(posedge clk)
		if (cfg_we) begin
			case (cfg_word)
			6'd0: u0 <= cfg_data;
			6'd1: u1 <= cfg_data;
			6'd2: u2 <= cfg_data;
			6'd3: k0 <= cfg_data;
			6'd4: s0 <= cfg_data;
			6'd5: k1 <= cfg_data;
			6'd6: s1 <= cfg_data;
			6'd7: k2 <= cfg_data;
			6'd8: s2 <= cfg_data;
			default: ;
			endcase
			if (cfg_word == 6'(W - 1))
				inw <= cfg_data;
			if (cfg_word == 6'(W))
				tw <= cfg_data;
		end

	wire valid = u0[63];
	// slots fed by tokens: kind DIN_NODE (1) or DIN_ORDER (2)
	wire [2:0] tokmask = {k2[7:0] == 8'd1 || k2[7:0] == 8'd2,
	                      k1[7:0] == 8'd1 || k1[7:0] == 8'd2,
	                      k0[7:0] == 8'd1 || k0[7:0] == 8'd2};
	wire [3:0] rep = u2[19:16];
	wire is_source = valid && tokmask == 3'b000;
	// the timing word (the hardware's opcode ROM, written by the loader):
	// bits 7..0 latency, bit 8 a perimeter operation
	wire [7:0] lat = tw[7:0];
	wire perim = PORT || ALL && tw[8];

	// ---- token buffer and ready ring ----
	logic [2:0] have [0:E-1];
	logic [VCW-1:0] rq [0:E-1];
	logic [VCW-1:0] head;
	logic [VCW:0] count;

	// the token arriving at each slot (the input word's selectors) and,
	// for the slots of values, the values by channel and the firing's
	// operand: the token's or the static register's
	logic [2:0] tv;
	logic [VCW-1:0] tvc [0:2];
	logic [63:0] tval [0:2];
	logic [63:0] opnd [0:2];
	genvar gs;
	generate
		for (gs = 0; gs < 3; gs++) begin : slot
			wire [15:0] sel = inw[16 * gs +: 16];
			wire [3:0] d = sel[11:8];
			wire [5:0] ch = sel[5:0];
			wire on = valid && sel[15] && d < 4'd8 && 32'(ch) < C;
			wire [31:0] at = 32'(d) * C + 32'(ch);
			assign tv[gs] = on && in_v[at % (8 * C)];
			assign tvc[gs] = on ? in_vc[(at % (8 * C)) * VCW +: VCW] : '0;
			assign tval[gs] = on ? in_val[(at % (8 * C)) * 64 +: 64] : '0;
			if (gs < NVAL) begin : value
				logic [63:0] ops [0:E-1];
				always_ff @(posedge clk)
					if (!rst && tv[gs])
						ops[tvc[gs]] <= tval[gs];
				assign opnd[gs] = tokmask[gs] ? ops[fire_vc] :
				                  gs == 0 ? s0 : gs == 1 ? s1 : s2;
			end else begin : none
				assign opnd[gs] = '0;
			end
		end
	endgenerate

	wire pop = count != 0;
	wire [VCW-1:0] pop_vc = rq[head];
	assign fire_v = pop || (is_source && inj_v[rep]);
	assign fire_vc = pop ? pop_vc : inj_vc[32'(rep) * VCW +: VCW];

	always_ff @(posedge clk) begin
		logic [VCW-1:0] hd, tail;
		logic [VCW:0] cnt;
		logic [2:0] h;
		logic first;
		if (rst) begin
			head <= '0;
			count <= '0;
			for (int v = 0; v < E; v++)
				have[v] <= 3'b000;
		end else begin
			hd = head;
			cnt = count;
			if (pop) begin
				have[pop_vc] <= 3'b000;
				hd = head == VCW'(E - 1) ? '0 : head + 1'b1;
				cnt = cnt - 1'b1;
			end
			for (int s = 0; s < 3; s++)
				if (tv[s]) begin
					// the slots of this channel arriving now; the
					// first slot of a channel decides its entry
					h = have[tvc[s]];
					first = 1'b1;
					for (int t = 0; t < 3; t++)
						if (tv[t] && tvc[t] == tvc[s]) begin
							h[t] = 1'b1;
							if (t < s)
								first = 1'b0;
						end
					if (first) begin
						have[tvc[s]] <= h;
						if (h == tokmask) begin
							tail = VCW'((32'(hd) + 32'(cnt)) % E);
							rq[tail] <= tvc[s];
							cnt = cnt + 1'b1;
						end
					end
				end
			head <= hd;
			count <= cnt;
		end
	end

	// ---- the unit ----
	wire [63:0] a = opnd[0], b = opnd[1], c = opnd[2];
	assign px_v = fire_v && perim;
	assign px_a = a;
	assign px_b = b;
	assign px_c = c;
	// The integer unit's operation, decoded from U0 (opcode, result type,
	// flags, nin), U1 and slot 0's kind word (operand 0's type) as
	// sim_eval reads the node. The unit itself (rtl_alu_y, or its class's
	// part) is called in the ring's clocked block below, in a firing only:
	// a simulator evaluates it then and not in every cell every cycle.
	wire [15:0] op = u0[15:0];
	wire [7:0] ty = u0[23:16];
	wire [7:0] ty0 = u0[47:40] != 8'd0 ? k0[15:8] : ty;
	wire uns = u1 != 64'd0 || u0[25];   // ISAF_UNSIGNED
	wire intop = rtl_alu_pkg::rtl_alu_is(op);
	// floating point (ALU and SCU): rtl_fpu, sim_eval through DPI in
	// simulation
	logic [63:0] fpy;
	generate
		if (ALL || ALU || SCU) begin : fp
			rtl_fpu fpu (.en(fire_v && !perim && !intop), .u0(u0), .u1(u1), .k0(k0),
			             .k1(k1), .k2(k2), .a(a), .b(b), .c(c), .y(fpy));
		end else begin : nofp
			assign fpy = '0;
		end
	endgenerate

	// The result pipeline as a ring of LMAX slots (a RAM in synthesis): a
	// firing at cycle f with pointer p writes slot (p + lat) mod LMAX,
	// which the pointer reaches, and the unit's output shows, at f + lat.
	// One firing a cycle and one latency per configuration: no two
	// results meet in a slot.
	localparam int PW = $clog2(LMAX);
	logic [LMAX-1:0] rv;
	logic [VCW-1:0] rvc [0:LMAX-1];
	logic [63:0] rval [0:LMAX-1];
	logic [PW-1:0] ptr;
	wire [PW-1:0] wslot = PW'((32'(ptr) + 32'(lat)) % LMAX);
	always_ff @(posedge clk)
		if (rst) begin
			ptr <= '0;
			rv <= '0;
		end else begin
			rv[ptr] <= 1'b0;
			if (fire_v) begin
				rv[wslot] <= 1'b1;
				rvc[wslot] <= fire_vc;
				if (perim)
					rval[wslot] <= px_rdata;
				else if (intop)
					rval[wslot] <= ALL ? rtl_alu_pkg::rtl_alu_y(op, ty, ty0, uns, u1, a, b, c) :
					               ALU ? rtl_alu_pkg::rtl_alu_alu(op, ty, ty0, uns, u1, a, b, c) :
					               SCU ? rtl_alu_pkg::rtl_alu_div(op, ty, a, b) :
					               a;   // SJU: split and join pass input 0
				else
					rval[wslot] <= fpy;
			end
			ptr <= ptr == PW'(LMAX - 1) ? '0 : ptr + 1'b1;
		end
	wire uo_v = rv[ptr];
	wire [VCW-1:0] uo_vc = rvc[ptr];
	wire [63:0] uo_val = rval[ptr];

	// ---- the switch: the words after U9, S(0) .. S(2C-1) ----
	rtl_switch #(.C(C), .VCW(VCW)) swi (
		.clk(clk), .rst(rst),
		.cfg_we(cfg_we && cfg_word >= 6'd10 && cfg_word < 6'(10 + 2 * C)),
		.cfg_word(cfg_word - 6'd10), .cfg_data(cfg_data),
		.uo_v(uo_v), .uo_vc(uo_vc), .uo_val(uo_val),
		.in_v(in_v), .in_vc(in_vc), .in_val(in_val),
		.out_v(out_v), .out_vc(out_vc), .out_val(out_val));
endmodule
