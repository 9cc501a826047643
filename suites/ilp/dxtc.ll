; ModuleID = 'suites/ilp/dxtc.cu'
source_filename = "suites/ilp/dxtc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Partitions = type { [969 x i32], [153 x i32] }

@g_partitions = dso_local addrspace(1) externally_initialized global %struct.Partitions { [969 x i32] [i32 -1, i32 -2, i32 -6, i32 -22, i32 -86, i32 -342, i32 -1366, i32 -5462, i32 -21846, i32 -87382, i32 -349526, i32 -1398102, i32 -5592406, i32 -22369622, i32 -89478486, i32 -357913942, i32 -1431655766, i32 -3, i32 -7, i32 -23, i32 -87, i32 -343, i32 -1367, i32 -5463, i32 -21847, i32 -87383, i32 -349527, i32 -1398103, i32 -5592407, i32 -22369623, i32 -89478487, i32 -357913943, i32 -1431655767, i32 -11, i32 -27, i32 -91, i32 -347, i32 -1371, i32 -5467, i32 -21851, i32 -87387, i32 -349531, i32 -1398107, i32 -5592411, i32 -22369627, i32 -89478491, i32 -357913947, i32 -1431655771, i32 -43, i32 -107, i32 -363, i32 -1387, i32 -5483, i32 -21867, i32 -87403, i32 -349547, i32 -1398123, i32 -5592427, i32 -22369643, i32 -89478507, i32 -357913963, i32 -1431655787, i32 -171, i32 -427, i32 -1451, i32 -5547, i32 -21931, i32 -87467, i32 -349611, i32 -1398187, i32 -5592491, i32 -22369707, i32 -89478571, i32 -357914027, i32 -1431655851, i32 -683, i32 -1707, i32 -5803, i32 -22187, i32 -87723, i32 -349867, i32 -1398443, i32 -5592747, i32 -22369963, i32 -89478827, i32 -357914283, i32 -1431656107, i32 -2731, i32 -6827, i32 -23211, i32 -88747, i32 -350891, i32 -1399467, i32 -5593771, i32 -22370987, i32 -89479851, i32 -357915307, i32 -1431657131, i32 -10923, i32 -27307, i32 -92843, i32 -354987, i32 -1403563, i32 -5597867, i32 -22375083, i32 -89483947, i32 -357919403, i32 -1431661227, i32 -43691, i32 -109227, i32 -371371, i32 -1419947, i32 -5614251, i32 -22391467, i32 -89500331, i32 -357935787, i32 -1431677611, i32 -174763, i32 -436907, i32 -1485483, i32 -5679787, i32 -22457003, i32 -89565867, i32 -358001323, i32 -1431743147, i32 -699051, i32 -1747627, i32 -5941931, i32 -22719147, i32 -89828011, i32 -358263467, i32 -1432005291, i32 -2796203, i32 -6990507, i32 -23767723, i32 -90876587, i32 -359312043, i32 -1433053867, i32 -11184811, i32 -27962027, i32 -95070891, i32 -363506347, i32 -1437248171, i32 -44739243, i32 -111848107, i32 -380283563, i32 -1454025387, i32 -178956971, i32 -447392427, i32 -1521134251, i32 -715827883, i32 -1789569707, i32 1431655765, i32 -4, i32 -8, i32 -24, i32 -88, i32 -344, i32 -1368, i32 -5464, i32 -21848, i32 -87384, i32 -349528, i32 -1398104, i32 -5592408, i32 -22369624, i32 -89478488, i32 -357913944, i32 -1431655768, i32 -12, i32 -28, i32 -92, i32 -348, i32 -1372, i32 -5468, i32 -21852, i32 -87388, i32 -349532, i32 -1398108, i32 -5592412, i32 -22369628, i32 -89478492, i32 -357913948, i32 -1431655772, i32 -44, i32 -108, i32 -364, i32 -1388, i32 -5484, i32 -21868, i32 -87404, i32 -349548, i32 -1398124, i32 -5592428, i32 -22369644, i32 -89478508, i32 -357913964, i32 -1431655788, i32 -172, i32 -428, i32 -1452, i32 -5548, i32 -21932, i32 -87468, i32 -349612, i32 -1398188, i32 -5592492, i32 -22369708, i32 -89478572, i32 -357914028, i32 -1431655852, i32 -684, i32 -1708, i32 -5804, i32 -22188, i32 -87724, i32 -349868, i32 -1398444, i32 -5592748, i32 -22369964, i32 -89478828, i32 -357914284, i32 -1431656108, i32 -2732, i32 -6828, i32 -23212, i32 -88748, i32 -350892, i32 -1399468, i32 -5593772, i32 -22370988, i32 -89479852, i32 -357915308, i32 -1431657132, i32 -10924, i32 -27308, i32 -92844, i32 -354988, i32 -1403564, i32 -5597868, i32 -22375084, i32 -89483948, i32 -357919404, i32 -1431661228, i32 -43692, i32 -109228, i32 -371372, i32 -1419948, i32 -5614252, i32 -22391468, i32 -89500332, i32 -357935788, i32 -1431677612, i32 -174764, i32 -436908, i32 -1485484, i32 -5679788, i32 -22457004, i32 -89565868, i32 -358001324, i32 -1431743148, i32 -699052, i32 -1747628, i32 -5941932, i32 -22719148, i32 -89828012, i32 -358263468, i32 -1432005292, i32 -2796204, i32 -6990508, i32 -23767724, i32 -90876588, i32 -359312044, i32 -1433053868, i32 -11184812, i32 -27962028, i32 -95070892, i32 -363506348, i32 -1437248172, i32 -44739244, i32 -111848108, i32 -380283564, i32 -1454025388, i32 -178956972, i32 -447392428, i32 -1521134252, i32 -715827884, i32 -1789569708, i32 1431655764, i32 -16, i32 -32, i32 -96, i32 -352, i32 -1376, i32 -5472, i32 -21856, i32 -87392, i32 -349536, i32 -1398112, i32 -5592416, i32 -22369632, i32 -89478496, i32 -357913952, i32 -1431655776, i32 -48, i32 -112, i32 -368, i32 -1392, i32 -5488, i32 -21872, i32 -87408, i32 -349552, i32 -1398128, i32 -5592432, i32 -22369648, i32 -89478512, i32 -357913968, i32 -1431655792, i32 -176, i32 -432, i32 -1456, i32 -5552, i32 -21936, i32 -87472, i32 -349616, i32 -1398192, i32 -5592496, i32 -22369712, i32 -89478576, i32 -357914032, i32 -1431655856, i32 -688, i32 -1712, i32 -5808, i32 -22192, i32 -87728, i32 -349872, i32 -1398448, i32 -5592752, i32 -22369968, i32 -89478832, i32 -357914288, i32 -1431656112, i32 -2736, i32 -6832, i32 -23216, i32 -88752, i32 -350896, i32 -1399472, i32 -5593776, i32 -22370992, i32 -89479856, i32 -357915312, i32 -1431657136, i32 -10928, i32 -27312, i32 -92848, i32 -354992, i32 -1403568, i32 -5597872, i32 -22375088, i32 -89483952, i32 -357919408, i32 -1431661232, i32 -43696, i32 -109232, i32 -371376, i32 -1419952, i32 -5614256, i32 -22391472, i32 -89500336, i32 -357935792, i32 -1431677616, i32 -174768, i32 -436912, i32 -1485488, i32 -5679792, i32 -22457008, i32 -89565872, i32 -358001328, i32 -1431743152, i32 -699056, i32 -1747632, i32 -5941936, i32 -22719152, i32 -89828016, i32 -358263472, i32 -1432005296, i32 -2796208, i32 -6990512, i32 -23767728, i32 -90876592, i32 -359312048, i32 -1433053872, i32 -11184816, i32 -27962032, i32 -95070896, i32 -363506352, i32 -1437248176, i32 -44739248, i32 -111848112, i32 -380283568, i32 -1454025392, i32 -178956976, i32 -447392432, i32 -1521134256, i32 -715827888, i32 -1789569712, i32 1431655760, i32 -64, i32 -128, i32 -384, i32 -1408, i32 -5504, i32 -21888, i32 -87424, i32 -349568, i32 -1398144, i32 -5592448, i32 -22369664, i32 -89478528, i32 -357913984, i32 -1431655808, i32 -192, i32 -448, i32 -1472, i32 -5568, i32 -21952, i32 -87488, i32 -349632, i32 -1398208, i32 -5592512, i32 -22369728, i32 -89478592, i32 -357914048, i32 -1431655872, i32 -704, i32 -1728, i32 -5824, i32 -22208, i32 -87744, i32 -349888, i32 -1398464, i32 -5592768, i32 -22369984, i32 -89478848, i32 -357914304, i32 -1431656128, i32 -2752, i32 -6848, i32 -23232, i32 -88768, i32 -350912, i32 -1399488, i32 -5593792, i32 -22371008, i32 -89479872, i32 -357915328, i32 -1431657152, i32 -10944, i32 -27328, i32 -92864, i32 -355008, i32 -1403584, i32 -5597888, i32 -22375104, i32 -89483968, i32 -357919424, i32 -1431661248, i32 -43712, i32 -109248, i32 -371392, i32 -1419968, i32 -5614272, i32 -22391488, i32 -89500352, i32 -357935808, i32 -1431677632, i32 -174784, i32 -436928, i32 -1485504, i32 -5679808, i32 -22457024, i32 -89565888, i32 -358001344, i32 -1431743168, i32 -699072, i32 -1747648, i32 -5941952, i32 -22719168, i32 -89828032, i32 -358263488, i32 -1432005312, i32 -2796224, i32 -6990528, i32 -23767744, i32 -90876608, i32 -359312064, i32 -1433053888, i32 -11184832, i32 -27962048, i32 -95070912, i32 -363506368, i32 -1437248192, i32 -44739264, i32 -111848128, i32 -380283584, i32 -1454025408, i32 -178956992, i32 -447392448, i32 -1521134272, i32 -715827904, i32 -1789569728, i32 1431655744, i32 -256, i32 -512, i32 -1536, i32 -5632, i32 -22016, i32 -87552, i32 -349696, i32 -1398272, i32 -5592576, i32 -22369792, i32 -89478656, i32 -357914112, i32 -1431655936, i32 -768, i32 -1792, i32 -5888, i32 -22272, i32 -87808, i32 -349952, i32 -1398528, i32 -5592832, i32 -22370048, i32 -89478912, i32 -357914368, i32 -1431656192, i32 -2816, i32 -6912, i32 -23296, i32 -88832, i32 -350976, i32 -1399552, i32 -5593856, i32 -22371072, i32 -89479936, i32 -357915392, i32 -1431657216, i32 -11008, i32 -27392, i32 -92928, i32 -355072, i32 -1403648, i32 -5597952, i32 -22375168, i32 -89484032, i32 -357919488, i32 -1431661312, i32 -43776, i32 -109312, i32 -371456, i32 -1420032, i32 -5614336, i32 -22391552, i32 -89500416, i32 -357935872, i32 -1431677696, i32 -174848, i32 -436992, i32 -1485568, i32 -5679872, i32 -22457088, i32 -89565952, i32 -358001408, i32 -1431743232, i32 -699136, i32 -1747712, i32 -5942016, i32 -22719232, i32 -89828096, i32 -358263552, i32 -1432005376, i32 -2796288, i32 -6990592, i32 -23767808, i32 -90876672, i32 -359312128, i32 -1433053952, i32 -11184896, i32 -27962112, i32 -95070976, i32 -363506432, i32 -1437248256, i32 -44739328, i32 -111848192, i32 -380283648, i32 -1454025472, i32 -178957056, i32 -447392512, i32 -1521134336, i32 -715827968, i32 -1789569792, i32 1431655680, i32 -1024, i32 -2048, i32 -6144, i32 -22528, i32 -88064, i32 -350208, i32 -1398784, i32 -5593088, i32 -22370304, i32 -89479168, i32 -357914624, i32 -1431656448, i32 -3072, i32 -7168, i32 -23552, i32 -89088, i32 -351232, i32 -1399808, i32 -5594112, i32 -22371328, i32 -89480192, i32 -357915648, i32 -1431657472, i32 -11264, i32 -27648, i32 -93184, i32 -355328, i32 -1403904, i32 -5598208, i32 -22375424, i32 -89484288, i32 -357919744, i32 -1431661568, i32 -44032, i32 -109568, i32 -371712, i32 -1420288, i32 -5614592, i32 -22391808, i32 -89500672, i32 -357936128, i32 -1431677952, i32 -175104, i32 -437248, i32 -1485824, i32 -5680128, i32 -22457344, i32 -89566208, i32 -358001664, i32 -1431743488, i32 -699392, i32 -1747968, i32 -5942272, i32 -22719488, i32 -89828352, i32 -358263808, i32 -1432005632, i32 -2796544, i32 -6990848, i32 -23768064, i32 -90876928, i32 -359312384, i32 -1433054208, i32 -11185152, i32 -27962368, i32 -95071232, i32 -363506688, i32 -1437248512, i32 -44739584, i32 -111848448, i32 -380283904, i32 -1454025728, i32 -178957312, i32 -447392768, i32 -1521134592, i32 -715828224, i32 -1789570048, i32 1431655424, i32 -4096, i32 -8192, i32 -24576, i32 -90112, i32 -352256, i32 -1400832, i32 -5595136, i32 -22372352, i32 -89481216, i32 -357916672, i32 -1431658496, i32 -12288, i32 -28672, i32 -94208, i32 -356352, i32 -1404928, i32 -5599232, i32 -22376448, i32 -89485312, i32 -357920768, i32 -1431662592, i32 -45056, i32 -110592, i32 -372736, i32 -1421312, i32 -5615616, i32 -22392832, i32 -89501696, i32 -357937152, i32 -1431678976, i32 -176128, i32 -438272, i32 -1486848, i32 -5681152, i32 -22458368, i32 -89567232, i32 -358002688, i32 -1431744512, i32 -700416, i32 -1748992, i32 -5943296, i32 -22720512, i32 -89829376, i32 -358264832, i32 -1432006656, i32 -2797568, i32 -6991872, i32 -23769088, i32 -90877952, i32 -359313408, i32 -1433055232, i32 -11186176, i32 -27963392, i32 -95072256, i32 -363507712, i32 -1437249536, i32 -44740608, i32 -111849472, i32 -380284928, i32 -1454026752, i32 -178958336, i32 -447393792, i32 -1521135616, i32 -715829248, i32 -1789571072, i32 1431654400, i32 -16384, i32 -32768, i32 -98304, i32 -360448, i32 -1409024, i32 -5603328, i32 -22380544, i32 -89489408, i32 -357924864, i32 -1431666688, i32 -49152, i32 -114688, i32 -376832, i32 -1425408, i32 -5619712, i32 -22396928, i32 -89505792, i32 -357941248, i32 -1431683072, i32 -180224, i32 -442368, i32 -1490944, i32 -5685248, i32 -22462464, i32 -89571328, i32 -358006784, i32 -1431748608, i32 -704512, i32 -1753088, i32 -5947392, i32 -22724608, i32 -89833472, i32 -358268928, i32 -1432010752, i32 -2801664, i32 -6995968, i32 -23773184, i32 -90882048, i32 -359317504, i32 -1433059328, i32 -11190272, i32 -27967488, i32 -95076352, i32 -363511808, i32 -1437253632, i32 -44744704, i32 -111853568, i32 -380289024, i32 -1454030848, i32 -178962432, i32 -447397888, i32 -1521139712, i32 -715833344, i32 -1789575168, i32 1431650304, i32 -65536, i32 -131072, i32 -393216, i32 -1441792, i32 -5636096, i32 -22413312, i32 -89522176, i32 -357957632, i32 -1431699456, i32 -196608, i32 -458752, i32 -1507328, i32 -5701632, i32 -22478848, i32 -89587712, i32 -358023168, i32 -1431764992, i32 -720896, i32 -1769472, i32 -5963776, i32 -22740992, i32 -89849856, i32 -358285312, i32 -1432027136, i32 -2818048, i32 -7012352, i32 -23789568, i32 -90898432, i32 -359333888, i32 -1433075712, i32 -11206656, i32 -27983872, i32 -95092736, i32 -363528192, i32 -1437270016, i32 -44761088, i32 -111869952, i32 -380305408, i32 -1454047232, i32 -178978816, i32 -447414272, i32 -1521156096, i32 -715849728, i32 -1789591552, i32 1431633920, i32 -262144, i32 -524288, i32 -1572864, i32 -5767168, i32 -22544384, i32 -89653248, i32 -358088704, i32 -1431830528, i32 -786432, i32 -1835008, i32 -6029312, i32 -22806528, i32 -89915392, i32 -358350848, i32 -1432092672, i32 -2883584, i32 -7077888, i32 -23855104, i32 -90963968, i32 -359399424, i32 -1433141248, i32 -11272192, i32 -28049408, i32 -95158272, i32 -363593728, i32 -1437335552, i32 -44826624, i32 -111935488, i32 -380370944, i32 -1454112768, i32 -179044352, i32 -447479808, i32 -1521221632, i32 -715915264, i32 -1789657088, i32 1431568384, i32 -1048576, i32 -2097152, i32 -6291456, i32 -23068672, i32 -90177536, i32 -358612992, i32 -1432354816, i32 -3145728, i32 -7340032, i32 -24117248, i32 -91226112, i32 -359661568, i32 -1433403392, i32 -11534336, i32 -28311552, i32 -95420416, i32 -363855872, i32 -1437597696, i32 -45088768, i32 -112197632, i32 -380633088, i32 -1454374912, i32 -179306496, i32 -447741952, i32 -1521483776, i32 -716177408, i32 -1789919232, i32 1431306240, i32 -4194304, i32 -8388608, i32 -25165824, i32 -92274688, i32 -360710144, i32 -1434451968, i32 -12582912, i32 -29360128, i32 -96468992, i32 -364904448, i32 -1438646272, i32 -46137344, i32 -113246208, i32 -381681664, i32 -1455423488, i32 -180355072, i32 -448790528, i32 -1522532352, i32 -717225984, i32 -1790967808, i32 1430257664, i32 -16777216, i32 -33554432, i32 -100663296, i32 -369098752, i32 -1442840576, i32 -50331648, i32 -117440512, i32 -385875968, i32 -1459617792, i32 -184549376, i32 -452984832, i32 -1526726656, i32 -721420288, i32 -1795162112, i32 1426063360, i32 -67108864, i32 -134217728, i32 -402653184, i32 -1476395008, i32 -201326592, i32 -469762048, i32 -1543503872, i32 -738197504, i32 -1811939328, i32 1409286144, i32 -268435456, i32 -536870912, i32 -1610612736, i32 -805306368, i32 -1879048192, i32 1342177280, i32 -1073741824, i32 -2147483648, i32 1073741824, i32 0], [153 x i32] [i32 -1431655766, i32 -1431655767, i32 -1431655771, i32 -1431655787, i32 -1431655851, i32 -1431656107, i32 -1431657131, i32 -1431661227, i32 -1431677611, i32 -1431743147, i32 -1432005291, i32 -1433053867, i32 -1437248171, i32 -1454025387, i32 -1521134251, i32 -1789569707, i32 1431655765, i32 -1431655768, i32 -1431655772, i32 -1431655788, i32 -1431655852, i32 -1431656108, i32 -1431657132, i32 -1431661228, i32 -1431677612, i32 -1431743148, i32 -1432005292, i32 -1433053868, i32 -1437248172, i32 -1454025388, i32 -1521134252, i32 -1789569708, i32 1431655764, i32 -1431655776, i32 -1431655792, i32 -1431655856, i32 -1431656112, i32 -1431657136, i32 -1431661232, i32 -1431677616, i32 -1431743152, i32 -1432005296, i32 -1433053872, i32 -1437248176, i32 -1454025392, i32 -1521134256, i32 -1789569712, i32 1431655760, i32 -1431655808, i32 -1431655872, i32 -1431656128, i32 -1431657152, i32 -1431661248, i32 -1431677632, i32 -1431743168, i32 -1432005312, i32 -1433053888, i32 -1437248192, i32 -1454025408, i32 -1521134272, i32 -1789569728, i32 1431655744, i32 -1431655936, i32 -1431656192, i32 -1431657216, i32 -1431661312, i32 -1431677696, i32 -1431743232, i32 -1432005376, i32 -1433053952, i32 -1437248256, i32 -1454025472, i32 -1521134336, i32 -1789569792, i32 1431655680, i32 -1431656448, i32 -1431657472, i32 -1431661568, i32 -1431677952, i32 -1431743488, i32 -1432005632, i32 -1433054208, i32 -1437248512, i32 -1454025728, i32 -1521134592, i32 -1789570048, i32 1431655424, i32 -1431658496, i32 -1431662592, i32 -1431678976, i32 -1431744512, i32 -1432006656, i32 -1433055232, i32 -1437249536, i32 -1454026752, i32 -1521135616, i32 -1789571072, i32 1431654400, i32 -1431666688, i32 -1431683072, i32 -1431748608, i32 -1432010752, i32 -1433059328, i32 -1437253632, i32 -1454030848, i32 -1521139712, i32 -1789575168, i32 1431650304, i32 -1431699456, i32 -1431764992, i32 -1432027136, i32 -1433075712, i32 -1437270016, i32 -1454047232, i32 -1521156096, i32 -1789591552, i32 1431633920, i32 -1431830528, i32 -1432092672, i32 -1433141248, i32 -1437335552, i32 -1454112768, i32 -1521221632, i32 -1789657088, i32 1431568384, i32 -1432354816, i32 -1433403392, i32 -1437597696, i32 -1454374912, i32 -1521483776, i32 -1789919232, i32 1431306240, i32 -1434451968, i32 -1438646272, i32 -1455423488, i32 -1522532352, i32 -1790967808, i32 1430257664, i32 -1442840576, i32 -1459617792, i32 -1526726656, i32 -1795162112, i32 1426063360, i32 -1476395008, i32 -1543503872, i32 -1811939328, i32 1409286144, i32 -1610612736, i32 -1879048192, i32 1342177280, i32 -2147483648, i32 1073741824, i32 0] }, align 4
@_ZZ4dxtcE5s_col = internal unnamed_addr addrspace(3) global [16 x [3 x float]] undef, align 4
@_ZZ4dxtcE8s_sorted = internal unnamed_addr addrspace(3) global [16 x [3 x float]] undef, align 4
@_ZZ4dxtcE5s_dps = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ4dxtcE6s_xref = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ4dxtcE5s_err = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ4dxtcE5s_tid = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (%struct.Partitions addrspace(1)* @g_partitions to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dxtc(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !16
  %6 = add i32 %5, %2, !dbg !19
  %7 = icmp slt i32 %4, 16, !dbg !20
  br i1 %7, label %8, label %32, !dbg !21

8:                                                ; preds = %3
  %9 = shl nsw i32 %6, 4, !dbg !22
  %10 = add nsw i32 %9, %4, !dbg !23
  %11 = sext i32 %10 to i64, !dbg !24
  %12 = getelementptr inbounds i32, i32* %0, i64 %11, !dbg !24
  %13 = load i32, i32* %12, align 4, !dbg !24, !tbaa !25
  %14 = sext i32 %4 to i64
  %15 = and i32 %13, 255, !dbg !29
  %16 = uitofp i32 %15 to float, !dbg !30
  %17 = fmul contract float %16, 0x3F70101020000000, !dbg !31
  %18 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %14, i64 0, !dbg !32
  %19 = addrspacecast float addrspace(3)* %18 to float*, !dbg !32
  store float %17, float* %19, align 4, !dbg !33, !tbaa !34
  %20 = lshr i32 %13, 8, !dbg !36
  %21 = and i32 %20, 255, !dbg !29
  %22 = uitofp i32 %21 to float, !dbg !30
  %23 = fmul contract float %22, 0x3F70101020000000, !dbg !31
  %24 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %14, i64 1, !dbg !32
  %25 = addrspacecast float addrspace(3)* %24 to float*, !dbg !32
  store float %23, float* %25, align 4, !dbg !33, !tbaa !34
  %26 = lshr i32 %13, 16, !dbg !36
  %27 = and i32 %26, 255, !dbg !29
  %28 = uitofp i32 %27 to float, !dbg !30
  %29 = fmul contract float %28, 0x3F70101020000000, !dbg !31
  %30 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %14, i64 2, !dbg !32
  %31 = addrspacecast float addrspace(3)* %30 to float*, !dbg !32
  store float %29, float* %31, align 4, !dbg !33, !tbaa !34
  br label %32, !dbg !37

32:                                               ; preds = %8, %3
  %33 = phi float [ %29, %8 ], [ undef, %3 ]
  %34 = phi float [ %23, %8 ], [ undef, %3 ]
  %35 = phi float [ %17, %8 ], [ undef, %3 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br i1 %7, label %36, label %151, !dbg !38

36:                                               ; preds = %32, %36
  %37 = phi float [ %59, %36 ], [ 0.000000e+00, %32 ], !dbg !39
  %38 = phi float [ %63, %36 ], [ 0.000000e+00, %32 ], !dbg !39
  %39 = phi float [ %67, %36 ], [ 0.000000e+00, %32 ], !dbg !39
  %40 = phi i32 [ %68, %36 ], [ 0, %32 ]
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %41, i64 0, !dbg !40
  %43 = addrspacecast float addrspace(3)* %42 to float*, !dbg !40
  %44 = load float, float* %43, align 4, !dbg !40, !tbaa !34
  %45 = fadd contract float %44, %37, !dbg !41
  %46 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %41, i64 1, !dbg !40
  %47 = addrspacecast float addrspace(3)* %46 to float*, !dbg !40
  %48 = load float, float* %47, align 4, !dbg !40, !tbaa !34
  %49 = fadd contract float %48, %38, !dbg !41
  %50 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %41, i64 2, !dbg !40
  %51 = addrspacecast float addrspace(3)* %50 to float*, !dbg !40
  %52 = load float, float* %51, align 4, !dbg !40, !tbaa !34
  %53 = fadd contract float %52, %39, !dbg !41
  %54 = or i32 %40, 1, !dbg !42
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %55, i64 0, !dbg !40
  %57 = addrspacecast float addrspace(3)* %56 to float*, !dbg !40
  %58 = load float, float* %57, align 4, !dbg !40, !tbaa !34
  %59 = fadd contract float %58, %45, !dbg !41
  %60 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %55, i64 1, !dbg !40
  %61 = addrspacecast float addrspace(3)* %60 to float*, !dbg !40
  %62 = load float, float* %61, align 4, !dbg !40, !tbaa !34
  %63 = fadd contract float %62, %49, !dbg !41
  %64 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %55, i64 2, !dbg !40
  %65 = addrspacecast float addrspace(3)* %64 to float*, !dbg !40
  %66 = load float, float* %65, align 4, !dbg !40, !tbaa !34
  %67 = fadd contract float %66, %53, !dbg !41
  %68 = add nuw nsw i32 %40, 2, !dbg !42
  %69 = icmp eq i32 %68, 16, !dbg !43
  br i1 %69, label %70, label %36, !dbg !44, !llvm.loop !45

70:                                               ; preds = %36
  %71 = fmul contract float %59, 6.250000e-02
  %72 = fmul contract float %63, 6.250000e-02
  %73 = fmul contract float %67, 6.250000e-02
  br label %74, !dbg !48

74:                                               ; preds = %70, %74
  %75 = phi float [ 0.000000e+00, %70 ], [ %96, %74 ]
  %76 = phi float [ 0.000000e+00, %70 ], [ %98, %74 ]
  %77 = phi float [ 0.000000e+00, %70 ], [ %100, %74 ]
  %78 = phi float [ 0.000000e+00, %70 ], [ %102, %74 ]
  %79 = phi float [ 0.000000e+00, %70 ], [ %104, %74 ]
  %80 = phi float [ 0.000000e+00, %70 ], [ %106, %74 ]
  %81 = phi i32 [ 0, %70 ], [ %107, %74 ]
  %82 = zext i32 %81 to i64, !dbg !49
  %83 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %82, i64 0, !dbg !49
  %84 = addrspacecast float addrspace(3)* %83 to float*, !dbg !49
  %85 = load float, float* %84, align 4, !dbg !49, !tbaa !34
  %86 = fsub contract float %85, %71, !dbg !50
  %87 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %82, i64 1, !dbg !51
  %88 = addrspacecast float addrspace(3)* %87 to float*, !dbg !51
  %89 = load float, float* %88, align 4, !dbg !51, !tbaa !34
  %90 = fsub contract float %89, %72, !dbg !52
  %91 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE5s_col, i64 0, i64 %82, i64 2, !dbg !53
  %92 = addrspacecast float addrspace(3)* %91 to float*, !dbg !53
  %93 = load float, float* %92, align 4, !dbg !53, !tbaa !34
  %94 = fsub contract float %93, %73, !dbg !54
  %95 = fmul contract float %86, %86, !dbg !55
  %96 = fadd contract float %75, %95, !dbg !56
  %97 = fmul contract float %86, %90, !dbg !57
  %98 = fadd contract float %76, %97, !dbg !58
  %99 = fmul contract float %86, %94, !dbg !59
  %100 = fadd contract float %77, %99, !dbg !60
  %101 = fmul contract float %90, %90, !dbg !61
  %102 = fadd contract float %78, %101, !dbg !62
  %103 = fmul contract float %90, %94, !dbg !63
  %104 = fadd contract float %79, %103, !dbg !64
  %105 = fmul contract float %94, %94, !dbg !65
  %106 = fadd contract float %80, %105, !dbg !66
  %107 = add nuw nsw i32 %81, 1, !dbg !67
  %108 = icmp eq i32 %107, 16, !dbg !68
  br i1 %108, label %118, label %74, !dbg !48, !llvm.loop !69

109:                                              ; preds = %118
  %110 = fmul contract float %146, %35, !dbg !71
  %111 = fmul contract float %147, %34, !dbg !72
  %112 = fadd contract float %110, %111, !dbg !73
  %113 = fmul contract float %148, %33, !dbg !74
  %114 = fadd contract float %112, %113, !dbg !75
  %115 = sext i32 %4 to i64, !dbg !76
  %116 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ4dxtcE5s_dps, i64 0, i64 %115, !dbg !76
  %117 = addrspacecast float addrspace(3)* %116 to float*, !dbg !76
  store float %114, float* %117, align 4, !dbg !77, !tbaa !34
  br label %151, !dbg !78

118:                                              ; preds = %74, %118
  %119 = phi float [ %146, %118 ], [ 1.000000e+00, %74 ]
  %120 = phi float [ %147, %118 ], [ 1.000000e+00, %74 ]
  %121 = phi float [ %148, %118 ], [ 1.000000e+00, %74 ]
  %122 = phi i32 [ %149, %118 ], [ 0, %74 ]
  %123 = fmul contract float %96, %119, !dbg !79
  %124 = fmul contract float %98, %120, !dbg !80
  %125 = fadd contract float %124, %123, !dbg !81
  %126 = fmul contract float %100, %121, !dbg !82
  %127 = fadd contract float %126, %125, !dbg !83
  %128 = fmul contract float %98, %119, !dbg !84
  %129 = fmul contract float %102, %120, !dbg !85
  %130 = fadd contract float %129, %128, !dbg !86
  %131 = fmul contract float %104, %121, !dbg !87
  %132 = fadd contract float %131, %130, !dbg !88
  %133 = fmul contract float %100, %119, !dbg !89
  %134 = fmul contract float %104, %120, !dbg !90
  %135 = fadd contract float %134, %133, !dbg !91
  %136 = fmul contract float %106, %121, !dbg !92
  %137 = fadd contract float %136, %135, !dbg !93
  %138 = tail call contract float @llvm.fabs.f32(float %127) #4, !dbg !94
  %139 = tail call contract float @llvm.fabs.f32(float %132) #4, !dbg !97
  %140 = tail call contract float @llvm.fabs.f32(float %137) #4, !dbg !99
  %141 = tail call contract float @llvm.maxnum.f32(float %139, float %140) #4, !dbg !101
  %142 = tail call contract float @llvm.maxnum.f32(float %138, float %141) #4, !dbg !104
  %143 = fcmp contract ogt float %142, 0.000000e+00, !dbg !106
  %144 = fdiv contract float 1.000000e+00, %142, !dbg !107
  %145 = select contract i1 %143, float %144, float 0.000000e+00, !dbg !107
  %146 = fmul contract float %127, %145, !dbg !108
  %147 = fmul contract float %132, %145, !dbg !109
  %148 = fmul contract float %137, %145, !dbg !110
  %149 = add nuw nsw i32 %122, 1, !dbg !111
  %150 = icmp eq i32 %149, 8, !dbg !112
  br i1 %150, label %109, label %118, !dbg !113, !llvm.loop !114

151:                                              ; preds = %109, %32
  tail call void @llvm.nvvm.barrier0(), !dbg !116
  br i1 %7, label %152, label %199, !dbg !117

152:                                              ; preds = %151
  %153 = sext i32 %4 to i64, !dbg !118
  %154 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ4dxtcE5s_dps, i64 0, i64 %153, !dbg !118
  %155 = addrspacecast float addrspace(3)* %154 to float*, !dbg !118
  %156 = load float, float* %155, align 4, !dbg !118, !tbaa !34
  br label %167, !dbg !119

157:                                              ; preds = %193
  %158 = zext i32 %196 to i64
  %159 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %158, i64 0, !dbg !120
  %160 = addrspacecast float addrspace(3)* %159 to float*, !dbg !120
  store float %35, float* %160, align 4, !dbg !121, !tbaa !34
  %161 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %158, i64 1, !dbg !120
  %162 = addrspacecast float addrspace(3)* %161 to float*, !dbg !120
  store float %34, float* %162, align 4, !dbg !121, !tbaa !34
  %163 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %158, i64 2, !dbg !120
  %164 = addrspacecast float addrspace(3)* %163 to float*, !dbg !120
  store float %33, float* %164, align 4, !dbg !121, !tbaa !34
  %165 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ4dxtcE6s_xref, i64 0, i64 %158, !dbg !122
  %166 = addrspacecast i32 addrspace(3)* %165 to i32*, !dbg !122
  store i32 %4, i32* %166, align 4, !dbg !123, !tbaa !25
  br label %199, !dbg !124

167:                                              ; preds = %193, %152
  %168 = phi i32 [ 0, %152 ], [ %197, %193 ]
  %169 = phi i32 [ 0, %152 ], [ %196, %193 ]
  %170 = zext i32 %168 to i64, !dbg !125
  %171 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ4dxtcE5s_dps, i64 0, i64 %170, !dbg !125
  %172 = addrspacecast float addrspace(3)* %171 to float*, !dbg !125
  %173 = load float, float* %172, align 4, !dbg !125, !tbaa !34
  %174 = fcmp contract olt float %173, %156, !dbg !126
  br i1 %174, label %179, label %175, !dbg !127

175:                                              ; preds = %167
  %176 = fcmp contract oeq float %173, %156, !dbg !128
  %177 = icmp slt i32 %168, %4, !dbg !129
  %178 = select i1 %176, i1 %177, i1 false, !dbg !129
  br label %179, !dbg !127

179:                                              ; preds = %175, %167
  %180 = phi i1 [ true, %167 ], [ %178, %175 ]
  %181 = zext i1 %180 to i32, !dbg !125
  %182 = add nuw nsw i32 %169, %181, !dbg !130
  %183 = or i32 %168, 1, !dbg !131
  %184 = zext i32 %183 to i64, !dbg !125
  %185 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ4dxtcE5s_dps, i64 0, i64 %184, !dbg !125
  %186 = addrspacecast float addrspace(3)* %185 to float*, !dbg !125
  %187 = load float, float* %186, align 4, !dbg !125, !tbaa !34
  %188 = fcmp contract olt float %187, %156, !dbg !126
  br i1 %188, label %193, label %189, !dbg !127

189:                                              ; preds = %179
  %190 = fcmp contract oeq float %187, %156, !dbg !128
  %191 = icmp slt i32 %183, %4, !dbg !129
  %192 = select i1 %190, i1 %191, i1 false, !dbg !129
  br label %193, !dbg !127

193:                                              ; preds = %189, %179
  %194 = phi i1 [ true, %179 ], [ %192, %189 ]
  %195 = zext i1 %194 to i32, !dbg !125
  %196 = add nuw nsw i32 %182, %195, !dbg !130
  %197 = add nuw nsw i32 %168, 2, !dbg !131
  %198 = icmp eq i32 %197, 16, !dbg !132
  br i1 %198, label %157, label %167, !dbg !119, !llvm.loop !133

199:                                              ; preds = %157, %151
  tail call void @llvm.nvvm.barrier0(), !dbg !135
  br label %200, !dbg !136

200:                                              ; preds = %373, %199
  %201 = phi i32 [ 0, %199 ], [ %378, %373 ]
  %202 = phi i32 [ 0, %199 ], [ %377, %373 ]
  %203 = phi i32 [ 0, %199 ], [ %376, %373 ]
  %204 = phi i32 [ 0, %199 ], [ %375, %373 ]
  %205 = phi float [ 0x47EFFFFFE0000000, %199 ], [ %374, %373 ]
  %206 = shl nuw nsw i32 %201, 7, !dbg !137
  %207 = add nsw i32 %206, %4, !dbg !138
  %208 = icmp sgt i32 %207, 968, !dbg !139
  br i1 %208, label %373, label %209, !dbg !140

209:                                              ; preds = %200
  %210 = sext i32 %207 to i64, !dbg !141
  %211 = getelementptr inbounds %struct.Partitions, %struct.Partitions* addrspacecast (%struct.Partitions addrspace(1)* @g_partitions to %struct.Partitions*), i64 0, i32 0, i64 %210, !dbg !141
  %212 = load i32, i32* %211, align 4, !dbg !141, !tbaa !25
  br label %213, !dbg !142

213:                                              ; preds = %213, %209
  %214 = phi float [ 0.000000e+00, %209 ], [ %240, %213 ], !dbg !145
  %215 = phi float [ 0.000000e+00, %209 ], [ %247, %213 ], !dbg !145
  %216 = phi float [ 0.000000e+00, %209 ], [ %254, %213 ], !dbg !145
  %217 = phi float [ 0.000000e+00, %209 ], [ %242, %213 ], !dbg !145
  %218 = phi float [ 0.000000e+00, %209 ], [ %249, %213 ], !dbg !145
  %219 = phi float [ 0.000000e+00, %209 ], [ %256, %213 ], !dbg !145
  %220 = phi float [ 0.000000e+00, %209 ], [ %257, %213 ]
  %221 = phi float [ 0.000000e+00, %209 ], [ %258, %213 ]
  %222 = phi float [ 0.000000e+00, %209 ], [ %259, %213 ]
  %223 = phi i32 [ 0, %209 ], [ %260, %213 ]
  %224 = shl nuw nsw i32 %223, 1, !dbg !146
  %225 = lshr i32 %212, %224, !dbg !147
  %226 = and i32 %225, 3, !dbg !148
  %227 = sitofp i32 %226 to float, !dbg !149
  %228 = fmul contract float %227, 0x3FD5555560000000, !dbg !150
  %229 = xor i32 %226, 3, !dbg !151
  %230 = sitofp i32 %229 to float, !dbg !152
  %231 = fmul contract float %230, 0x3FD5555560000000, !dbg !153
  %232 = fmul contract float %231, %231, !dbg !154
  %233 = fmul contract float %228, %228, !dbg !155
  %234 = fmul contract float %228, %231, !dbg !156
  %235 = zext i32 %223 to i64
  %236 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %235, i64 0, !dbg !157
  %237 = addrspacecast float addrspace(3)* %236 to float*, !dbg !157
  %238 = load float, float* %237, align 4, !dbg !157, !tbaa !34
  %239 = fmul contract float %238, %231, !dbg !158
  %240 = fadd contract float %214, %239, !dbg !159
  %241 = fmul contract float %238, %228, !dbg !160
  %242 = fadd contract float %217, %241, !dbg !161
  %243 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %235, i64 1, !dbg !157
  %244 = addrspacecast float addrspace(3)* %243 to float*, !dbg !157
  %245 = load float, float* %244, align 4, !dbg !157, !tbaa !34
  %246 = fmul contract float %245, %231, !dbg !158
  %247 = fadd contract float %215, %246, !dbg !159
  %248 = fmul contract float %245, %228, !dbg !160
  %249 = fadd contract float %218, %248, !dbg !161
  %250 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %235, i64 2, !dbg !157
  %251 = addrspacecast float addrspace(3)* %250 to float*, !dbg !157
  %252 = load float, float* %251, align 4, !dbg !157, !tbaa !34
  %253 = fmul contract float %252, %231, !dbg !158
  %254 = fadd contract float %216, %253, !dbg !159
  %255 = fmul contract float %252, %228, !dbg !160
  %256 = fadd contract float %219, %255, !dbg !161
  %257 = fadd contract float %220, %232, !dbg !162
  %258 = fadd contract float %221, %233, !dbg !163
  %259 = fadd contract float %222, %234, !dbg !164
  %260 = add nuw nsw i32 %223, 1, !dbg !165
  %261 = icmp eq i32 %260, 16, !dbg !166
  br i1 %261, label %262, label %213, !dbg !142, !llvm.loop !167

262:                                              ; preds = %213
  %263 = fmul contract float %258, %257, !dbg !169
  %264 = fmul contract float %259, %259, !dbg !170
  %265 = fsub contract float %263, %264, !dbg !171
  %266 = fdiv contract float 1.000000e+00, %265, !dbg !172
  %267 = fmul contract float %258, %240, !dbg !173
  %268 = fmul contract float %242, %259, !dbg !174
  %269 = fsub contract float %267, %268, !dbg !175
  %270 = fmul contract float %269, %266, !dbg !176
  %271 = tail call contract float @llvm.nvvm.saturate.f(float %270) #4, !dbg !177
  %272 = fmul contract float %271, 3.100000e+01, !dbg !180
  %273 = tail call contract float @llvm.rint.f32(float %272) #4, !dbg !181
  %274 = fmul contract float %242, %257, !dbg !184
  %275 = fmul contract float %259, %240, !dbg !185
  %276 = fsub contract float %274, %275, !dbg !186
  %277 = fmul contract float %276, %266, !dbg !187
  %278 = tail call contract float @llvm.nvvm.saturate.f(float %277) #4, !dbg !188
  %279 = fmul contract float %278, 3.100000e+01, !dbg !190
  %280 = tail call contract float @llvm.rint.f32(float %279) #4, !dbg !191
  %281 = fdiv contract float %273, 3.100000e+01, !dbg !193
  %282 = fdiv contract float %280, 3.100000e+01, !dbg !194
  %283 = fmul contract float %281, %281, !dbg !195
  %284 = fmul contract float %257, %283, !dbg !196
  %285 = fmul contract float %282, %282, !dbg !197
  %286 = fmul contract float %258, %285, !dbg !198
  %287 = fadd contract float %284, %286, !dbg !199
  %288 = fmul contract float %281, %282, !dbg !200
  %289 = fmul contract float %259, %288, !dbg !201
  %290 = fmul contract float %240, %281, !dbg !202
  %291 = fsub contract float %289, %290, !dbg !203
  %292 = fmul contract float %242, %282, !dbg !204
  %293 = fsub contract float %291, %292, !dbg !205
  %294 = fmul contract float %293, 2.000000e+00, !dbg !206
  %295 = fadd contract float %287, %294, !dbg !207
  %296 = fadd contract float %295, 0.000000e+00, !dbg !208
  %297 = fmul contract float %258, %247, !dbg !173
  %298 = fmul contract float %249, %259, !dbg !174
  %299 = fsub contract float %297, %298, !dbg !175
  %300 = fmul contract float %299, %266, !dbg !176
  %301 = tail call contract float @llvm.nvvm.saturate.f(float %300) #4, !dbg !177
  %302 = fmul contract float %301, 6.300000e+01, !dbg !180
  %303 = tail call contract float @llvm.rint.f32(float %302) #4, !dbg !181
  %304 = fmul contract float %249, %257, !dbg !184
  %305 = fmul contract float %259, %247, !dbg !185
  %306 = fsub contract float %304, %305, !dbg !186
  %307 = fmul contract float %306, %266, !dbg !187
  %308 = tail call contract float @llvm.nvvm.saturate.f(float %307) #4, !dbg !188
  %309 = fmul contract float %308, 6.300000e+01, !dbg !190
  %310 = tail call contract float @llvm.rint.f32(float %309) #4, !dbg !191
  %311 = fdiv contract float %303, 6.300000e+01, !dbg !193
  %312 = fdiv contract float %310, 6.300000e+01, !dbg !194
  %313 = fmul contract float %311, %311, !dbg !195
  %314 = fmul contract float %257, %313, !dbg !196
  %315 = fmul contract float %312, %312, !dbg !197
  %316 = fmul contract float %258, %315, !dbg !198
  %317 = fadd contract float %314, %316, !dbg !199
  %318 = fmul contract float %311, %312, !dbg !200
  %319 = fmul contract float %259, %318, !dbg !201
  %320 = fmul contract float %247, %311, !dbg !202
  %321 = fsub contract float %319, %320, !dbg !203
  %322 = fmul contract float %249, %312, !dbg !204
  %323 = fsub contract float %321, %322, !dbg !205
  %324 = fmul contract float %323, 2.000000e+00, !dbg !206
  %325 = fadd contract float %317, %324, !dbg !207
  %326 = fadd contract float %325, %296, !dbg !208
  %327 = fmul contract float %258, %254, !dbg !173
  %328 = fmul contract float %256, %259, !dbg !174
  %329 = fsub contract float %327, %328, !dbg !175
  %330 = fmul contract float %329, %266, !dbg !176
  %331 = tail call contract float @llvm.nvvm.saturate.f(float %330) #4, !dbg !177
  %332 = fmul contract float %331, 3.100000e+01, !dbg !180
  %333 = tail call contract float @llvm.rint.f32(float %332) #4, !dbg !181
  %334 = fmul contract float %256, %257, !dbg !184
  %335 = fmul contract float %259, %254, !dbg !185
  %336 = fsub contract float %334, %335, !dbg !186
  %337 = fmul contract float %336, %266, !dbg !187
  %338 = tail call contract float @llvm.nvvm.saturate.f(float %337) #4, !dbg !188
  %339 = fmul contract float %338, 3.100000e+01, !dbg !190
  %340 = tail call contract float @llvm.rint.f32(float %339) #4, !dbg !191
  %341 = fdiv contract float %333, 3.100000e+01, !dbg !193
  %342 = fdiv contract float %340, 3.100000e+01, !dbg !194
  %343 = fmul contract float %341, %341, !dbg !195
  %344 = fmul contract float %257, %343, !dbg !196
  %345 = fmul contract float %342, %342, !dbg !197
  %346 = fmul contract float %258, %345, !dbg !198
  %347 = fadd contract float %344, %346, !dbg !199
  %348 = fmul contract float %341, %342, !dbg !200
  %349 = fmul contract float %259, %348, !dbg !201
  %350 = fmul contract float %254, %341, !dbg !202
  %351 = fsub contract float %349, %350, !dbg !203
  %352 = fmul contract float %256, %342, !dbg !204
  %353 = fsub contract float %351, %352, !dbg !205
  %354 = fmul contract float %353, 2.000000e+00, !dbg !206
  %355 = fadd contract float %347, %354, !dbg !207
  %356 = fadd contract float %355, %326, !dbg !208
  %357 = fcmp contract olt float %356, %205, !dbg !209
  br i1 %357, label %358, label %373, !dbg !210

358:                                              ; preds = %262
  %359 = fptoui float %310 to i32, !dbg !211
  %360 = shl i32 %359, 5, !dbg !212
  %361 = fptoui float %280 to i32, !dbg !211
  %362 = shl i32 %361, 11, !dbg !212
  %363 = fptoui float %340 to i32, !dbg !211
  %364 = or i32 %362, %363, !dbg !213
  %365 = or i32 %364, %360, !dbg !213
  %366 = fptoui float %303 to i32, !dbg !214
  %367 = shl i32 %366, 5, !dbg !215
  %368 = fptoui float %273 to i32, !dbg !214
  %369 = shl i32 %368, 11, !dbg !215
  %370 = fptoui float %333 to i32, !dbg !214
  %371 = or i32 %369, %370, !dbg !216
  %372 = or i32 %371, %367, !dbg !216
  br label %373, !dbg !217

373:                                              ; preds = %262, %358, %200
  %374 = phi float [ %205, %200 ], [ %356, %358 ], [ %205, %262 ], !dbg !39
  %375 = phi i32 [ %204, %200 ], [ %372, %358 ], [ %204, %262 ], !dbg !39
  %376 = phi i32 [ %203, %200 ], [ %365, %358 ], [ %203, %262 ], !dbg !39
  %377 = phi i32 [ %202, %200 ], [ %212, %358 ], [ %202, %262 ], !dbg !39
  %378 = add nuw nsw i32 %201, 1
  %379 = icmp eq i32 %378, 8
  %380 = select i1 %208, i1 true, i1 %379
  br i1 %380, label %381, label %200, !llvm.loop !218

381:                                              ; preds = %373, %555
  %382 = phi i1 [ false, %555 ], [ true, %373 ]
  %383 = phi i32 [ 128, %555 ], [ 0, %373 ]
  %384 = phi i32 [ %560, %555 ], [ 0, %373 ]
  %385 = phi i32 [ %559, %555 ], [ %377, %373 ]
  %386 = phi i32 [ %558, %555 ], [ %376, %373 ]
  %387 = phi i32 [ %557, %555 ], [ %375, %373 ]
  %388 = phi float [ %556, %555 ], [ %374, %373 ]
  %389 = add nsw i32 %383, %4, !dbg !220
  %390 = icmp sgt i32 %389, 152, !dbg !221
  br i1 %390, label %555, label %391, !dbg !222

391:                                              ; preds = %381
  %392 = sext i32 %389 to i64, !dbg !223
  %393 = getelementptr %struct.Partitions, %struct.Partitions* addrspacecast (%struct.Partitions addrspace(1)* @g_partitions to %struct.Partitions*), i64 0, i32 1, i64 %392, !dbg !223
  %394 = load i32, i32* %393, align 4, !dbg !223, !tbaa !25
  br label %395, !dbg !224

395:                                              ; preds = %395, %391
  %396 = phi float [ 0.000000e+00, %391 ], [ %422, %395 ], !dbg !226
  %397 = phi float [ 0.000000e+00, %391 ], [ %429, %395 ], !dbg !226
  %398 = phi float [ 0.000000e+00, %391 ], [ %436, %395 ], !dbg !226
  %399 = phi float [ 0.000000e+00, %391 ], [ %424, %395 ], !dbg !226
  %400 = phi float [ 0.000000e+00, %391 ], [ %431, %395 ], !dbg !226
  %401 = phi float [ 0.000000e+00, %391 ], [ %438, %395 ], !dbg !226
  %402 = phi float [ 0.000000e+00, %391 ], [ %439, %395 ]
  %403 = phi float [ 0.000000e+00, %391 ], [ %440, %395 ]
  %404 = phi float [ 0.000000e+00, %391 ], [ %441, %395 ]
  %405 = phi i32 [ 0, %391 ], [ %442, %395 ]
  %406 = shl nuw nsw i32 %405, 1, !dbg !227
  %407 = lshr i32 %394, %406, !dbg !228
  %408 = and i32 %407, 3, !dbg !229
  %409 = sitofp i32 %408 to float, !dbg !230
  %410 = fmul contract float %409, 5.000000e-01, !dbg !231
  %411 = sub nsw i32 2, %408, !dbg !232
  %412 = sitofp i32 %411 to float, !dbg !233
  %413 = fmul contract float %412, 5.000000e-01, !dbg !234
  %414 = fmul contract float %413, %413, !dbg !235
  %415 = fmul contract float %410, %410, !dbg !236
  %416 = fmul contract float %410, %413, !dbg !237
  %417 = zext i32 %405 to i64
  %418 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %417, i64 0, !dbg !238
  %419 = addrspacecast float addrspace(3)* %418 to float*, !dbg !238
  %420 = load float, float* %419, align 4, !dbg !238, !tbaa !34
  %421 = fmul contract float %420, %413, !dbg !239
  %422 = fadd contract float %396, %421, !dbg !240
  %423 = fmul contract float %420, %410, !dbg !241
  %424 = fadd contract float %399, %423, !dbg !242
  %425 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %417, i64 1, !dbg !238
  %426 = addrspacecast float addrspace(3)* %425 to float*, !dbg !238
  %427 = load float, float* %426, align 4, !dbg !238, !tbaa !34
  %428 = fmul contract float %427, %413, !dbg !239
  %429 = fadd contract float %397, %428, !dbg !240
  %430 = fmul contract float %427, %410, !dbg !241
  %431 = fadd contract float %400, %430, !dbg !242
  %432 = getelementptr inbounds [16 x [3 x float]], [16 x [3 x float]] addrspace(3)* @_ZZ4dxtcE8s_sorted, i64 0, i64 %417, i64 2, !dbg !238
  %433 = addrspacecast float addrspace(3)* %432 to float*, !dbg !238
  %434 = load float, float* %433, align 4, !dbg !238, !tbaa !34
  %435 = fmul contract float %434, %413, !dbg !239
  %436 = fadd contract float %398, %435, !dbg !240
  %437 = fmul contract float %434, %410, !dbg !241
  %438 = fadd contract float %401, %437, !dbg !242
  %439 = fadd contract float %402, %414, !dbg !243
  %440 = fadd contract float %403, %415, !dbg !244
  %441 = fadd contract float %404, %416, !dbg !245
  %442 = add nuw nsw i32 %405, 1, !dbg !246
  %443 = icmp eq i32 %442, 16, !dbg !247
  br i1 %443, label %444, label %395, !dbg !224, !llvm.loop !248

444:                                              ; preds = %395
  %445 = fmul contract float %440, %439, !dbg !250
  %446 = fmul contract float %441, %441, !dbg !251
  %447 = fsub contract float %445, %446, !dbg !252
  %448 = fdiv contract float 1.000000e+00, %447, !dbg !253
  %449 = fmul contract float %440, %422, !dbg !254
  %450 = fmul contract float %424, %441, !dbg !255
  %451 = fsub contract float %449, %450, !dbg !256
  %452 = fmul contract float %451, %448, !dbg !257
  %453 = tail call contract float @llvm.nvvm.saturate.f(float %452) #4, !dbg !258
  %454 = fmul contract float %453, 3.100000e+01, !dbg !260
  %455 = tail call contract float @llvm.rint.f32(float %454) #4, !dbg !261
  %456 = fmul contract float %424, %439, !dbg !263
  %457 = fmul contract float %441, %422, !dbg !264
  %458 = fsub contract float %456, %457, !dbg !265
  %459 = fmul contract float %458, %448, !dbg !266
  %460 = tail call contract float @llvm.nvvm.saturate.f(float %459) #4, !dbg !267
  %461 = fmul contract float %460, 3.100000e+01, !dbg !269
  %462 = tail call contract float @llvm.rint.f32(float %461) #4, !dbg !270
  %463 = fdiv contract float %455, 3.100000e+01, !dbg !272
  %464 = fdiv contract float %462, 3.100000e+01, !dbg !273
  %465 = fmul contract float %463, %463, !dbg !274
  %466 = fmul contract float %439, %465, !dbg !275
  %467 = fmul contract float %464, %464, !dbg !276
  %468 = fmul contract float %440, %467, !dbg !277
  %469 = fadd contract float %466, %468, !dbg !278
  %470 = fmul contract float %463, %464, !dbg !279
  %471 = fmul contract float %441, %470, !dbg !280
  %472 = fmul contract float %422, %463, !dbg !281
  %473 = fsub contract float %471, %472, !dbg !282
  %474 = fmul contract float %424, %464, !dbg !283
  %475 = fsub contract float %473, %474, !dbg !284
  %476 = fmul contract float %475, 2.000000e+00, !dbg !285
  %477 = fadd contract float %469, %476, !dbg !286
  %478 = fadd contract float %477, 0.000000e+00, !dbg !287
  %479 = fmul contract float %440, %429, !dbg !254
  %480 = fmul contract float %431, %441, !dbg !255
  %481 = fsub contract float %479, %480, !dbg !256
  %482 = fmul contract float %481, %448, !dbg !257
  %483 = tail call contract float @llvm.nvvm.saturate.f(float %482) #4, !dbg !258
  %484 = fmul contract float %483, 6.300000e+01, !dbg !260
  %485 = tail call contract float @llvm.rint.f32(float %484) #4, !dbg !261
  %486 = fmul contract float %431, %439, !dbg !263
  %487 = fmul contract float %441, %429, !dbg !264
  %488 = fsub contract float %486, %487, !dbg !265
  %489 = fmul contract float %488, %448, !dbg !266
  %490 = tail call contract float @llvm.nvvm.saturate.f(float %489) #4, !dbg !267
  %491 = fmul contract float %490, 6.300000e+01, !dbg !269
  %492 = tail call contract float @llvm.rint.f32(float %491) #4, !dbg !270
  %493 = fdiv contract float %485, 6.300000e+01, !dbg !272
  %494 = fdiv contract float %492, 6.300000e+01, !dbg !273
  %495 = fmul contract float %493, %493, !dbg !274
  %496 = fmul contract float %439, %495, !dbg !275
  %497 = fmul contract float %494, %494, !dbg !276
  %498 = fmul contract float %440, %497, !dbg !277
  %499 = fadd contract float %496, %498, !dbg !278
  %500 = fmul contract float %493, %494, !dbg !279
  %501 = fmul contract float %441, %500, !dbg !280
  %502 = fmul contract float %429, %493, !dbg !281
  %503 = fsub contract float %501, %502, !dbg !282
  %504 = fmul contract float %431, %494, !dbg !283
  %505 = fsub contract float %503, %504, !dbg !284
  %506 = fmul contract float %505, 2.000000e+00, !dbg !285
  %507 = fadd contract float %499, %506, !dbg !286
  %508 = fadd contract float %507, %478, !dbg !287
  %509 = fmul contract float %440, %436, !dbg !254
  %510 = fmul contract float %438, %441, !dbg !255
  %511 = fsub contract float %509, %510, !dbg !256
  %512 = fmul contract float %511, %448, !dbg !257
  %513 = tail call contract float @llvm.nvvm.saturate.f(float %512) #4, !dbg !258
  %514 = fmul contract float %513, 3.100000e+01, !dbg !260
  %515 = tail call contract float @llvm.rint.f32(float %514) #4, !dbg !261
  %516 = fmul contract float %438, %439, !dbg !263
  %517 = fmul contract float %441, %436, !dbg !264
  %518 = fsub contract float %516, %517, !dbg !265
  %519 = fmul contract float %518, %448, !dbg !266
  %520 = tail call contract float @llvm.nvvm.saturate.f(float %519) #4, !dbg !267
  %521 = fmul contract float %520, 3.100000e+01, !dbg !269
  %522 = tail call contract float @llvm.rint.f32(float %521) #4, !dbg !270
  %523 = fdiv contract float %515, 3.100000e+01, !dbg !272
  %524 = fdiv contract float %522, 3.100000e+01, !dbg !273
  %525 = fmul contract float %523, %523, !dbg !274
  %526 = fmul contract float %439, %525, !dbg !275
  %527 = fmul contract float %524, %524, !dbg !276
  %528 = fmul contract float %440, %527, !dbg !277
  %529 = fadd contract float %526, %528, !dbg !278
  %530 = fmul contract float %523, %524, !dbg !279
  %531 = fmul contract float %441, %530, !dbg !280
  %532 = fmul contract float %436, %523, !dbg !281
  %533 = fsub contract float %531, %532, !dbg !282
  %534 = fmul contract float %438, %524, !dbg !283
  %535 = fsub contract float %533, %534, !dbg !284
  %536 = fmul contract float %535, 2.000000e+00, !dbg !285
  %537 = fadd contract float %529, %536, !dbg !286
  %538 = fadd contract float %537, %508, !dbg !287
  %539 = fcmp contract olt float %538, %388, !dbg !288
  br i1 %539, label %540, label %555, !dbg !289

540:                                              ; preds = %444
  %541 = fptoui float %492 to i32, !dbg !290
  %542 = shl i32 %541, 5, !dbg !291
  %543 = fptoui float %462 to i32, !dbg !290
  %544 = shl i32 %543, 11, !dbg !291
  %545 = fptoui float %522 to i32, !dbg !290
  %546 = or i32 %544, %545, !dbg !292
  %547 = or i32 %546, %542, !dbg !292
  %548 = fptoui float %485 to i32, !dbg !293
  %549 = shl i32 %548, 5, !dbg !294
  %550 = fptoui float %455 to i32, !dbg !293
  %551 = shl i32 %550, 11, !dbg !294
  %552 = fptoui float %515 to i32, !dbg !293
  %553 = or i32 %551, %552, !dbg !295
  %554 = or i32 %553, %549, !dbg !295
  br label %555, !dbg !296

555:                                              ; preds = %444, %540, %381
  %556 = phi float [ %388, %381 ], [ %538, %540 ], [ %388, %444 ], !dbg !39
  %557 = phi i32 [ %387, %381 ], [ %554, %540 ], [ %387, %444 ], !dbg !39
  %558 = phi i32 [ %386, %381 ], [ %547, %540 ], [ %386, %444 ], !dbg !39
  %559 = phi i32 [ %385, %381 ], [ %394, %540 ], [ %385, %444 ], !dbg !39
  %560 = phi i32 [ %384, %381 ], [ 1, %540 ], [ %384, %444 ], !dbg !39
  %561 = xor i1 %390, true
  %562 = and i1 %382, %561
  br i1 %562, label %381, label %563, !llvm.loop !297

563:                                              ; preds = %555
  %564 = sext i32 %4 to i64, !dbg !300
  %565 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %564, !dbg !300
  %566 = addrspacecast float addrspace(3)* %565 to float*, !dbg !300
  store float %556, float* %566, align 4, !dbg !301, !tbaa !34
  %567 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %564, !dbg !302
  %568 = addrspacecast i32 addrspace(3)* %567 to i32*, !dbg !302
  store i32 %4, i32* %568, align 4, !dbg !303, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !304
  %569 = icmp slt i32 %4, 64, !dbg !305
  br i1 %569, label %570, label %581, !dbg !306

570:                                              ; preds = %563
  %571 = add nsw i32 %4, 64, !dbg !307
  %572 = sext i32 %571 to i64, !dbg !308
  %573 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %572, !dbg !308
  %574 = addrspacecast float addrspace(3)* %573 to float*, !dbg !308
  %575 = load float, float* %574, align 4, !dbg !308, !tbaa !34
  %576 = fcmp contract olt float %575, %556, !dbg !309
  br i1 %576, label %577, label %581, !dbg !310

577:                                              ; preds = %570
  %578 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %572, !dbg !311
  %579 = addrspacecast i32 addrspace(3)* %578 to i32*, !dbg !311
  store float %575, float* %566, align 4, !dbg !312, !tbaa !34
  %580 = load i32, i32* %579, align 4, !dbg !311, !tbaa !25
  store i32 %580, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %581, !dbg !314

581:                                              ; preds = %577, %570, %563
  %582 = phi float [ %575, %577 ], [ %556, %570 ], [ %556, %563 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %583 = icmp slt i32 %4, 32, !dbg !305
  br i1 %583, label %584, label %595, !dbg !306

584:                                              ; preds = %581
  %585 = add nsw i32 %4, 32, !dbg !307
  %586 = sext i32 %585 to i64, !dbg !308
  %587 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %586, !dbg !308
  %588 = addrspacecast float addrspace(3)* %587 to float*, !dbg !308
  %589 = load float, float* %588, align 4, !dbg !308, !tbaa !34
  %590 = fcmp contract olt float %589, %582, !dbg !309
  br i1 %590, label %591, label %595, !dbg !310

591:                                              ; preds = %584
  %592 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %586, !dbg !311
  %593 = addrspacecast i32 addrspace(3)* %592 to i32*, !dbg !311
  store float %589, float* %566, align 4, !dbg !312, !tbaa !34
  %594 = load i32, i32* %593, align 4, !dbg !311, !tbaa !25
  store i32 %594, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %595, !dbg !314

595:                                              ; preds = %591, %584, %581
  %596 = phi float [ %589, %591 ], [ %582, %584 ], [ %582, %581 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  br i1 %7, label %597, label %608, !dbg !306

597:                                              ; preds = %595
  %598 = add nsw i32 %4, 16, !dbg !307
  %599 = sext i32 %598 to i64, !dbg !308
  %600 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %599, !dbg !308
  %601 = addrspacecast float addrspace(3)* %600 to float*, !dbg !308
  %602 = load float, float* %601, align 4, !dbg !308, !tbaa !34
  %603 = fcmp contract olt float %602, %596, !dbg !309
  br i1 %603, label %604, label %608, !dbg !310

604:                                              ; preds = %597
  %605 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %599, !dbg !311
  %606 = addrspacecast i32 addrspace(3)* %605 to i32*, !dbg !311
  store float %602, float* %566, align 4, !dbg !312, !tbaa !34
  %607 = load i32, i32* %606, align 4, !dbg !311, !tbaa !25
  store i32 %607, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %608, !dbg !314

608:                                              ; preds = %604, %597, %595
  %609 = phi float [ %602, %604 ], [ %596, %597 ], [ %596, %595 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %610 = icmp slt i32 %4, 8, !dbg !305
  br i1 %610, label %611, label %622, !dbg !306

611:                                              ; preds = %608
  %612 = add nsw i32 %4, 8, !dbg !307
  %613 = sext i32 %612 to i64, !dbg !308
  %614 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %613, !dbg !308
  %615 = addrspacecast float addrspace(3)* %614 to float*, !dbg !308
  %616 = load float, float* %615, align 4, !dbg !308, !tbaa !34
  %617 = fcmp contract olt float %616, %609, !dbg !309
  br i1 %617, label %618, label %622, !dbg !310

618:                                              ; preds = %611
  %619 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %613, !dbg !311
  %620 = addrspacecast i32 addrspace(3)* %619 to i32*, !dbg !311
  store float %616, float* %566, align 4, !dbg !312, !tbaa !34
  %621 = load i32, i32* %620, align 4, !dbg !311, !tbaa !25
  store i32 %621, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %622, !dbg !314

622:                                              ; preds = %618, %611, %608
  %623 = phi float [ %616, %618 ], [ %609, %611 ], [ %609, %608 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %624 = icmp slt i32 %4, 4, !dbg !305
  br i1 %624, label %625, label %636, !dbg !306

625:                                              ; preds = %622
  %626 = add nsw i32 %4, 4, !dbg !307
  %627 = sext i32 %626 to i64, !dbg !308
  %628 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %627, !dbg !308
  %629 = addrspacecast float addrspace(3)* %628 to float*, !dbg !308
  %630 = load float, float* %629, align 4, !dbg !308, !tbaa !34
  %631 = fcmp contract olt float %630, %623, !dbg !309
  br i1 %631, label %632, label %636, !dbg !310

632:                                              ; preds = %625
  %633 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %627, !dbg !311
  %634 = addrspacecast i32 addrspace(3)* %633 to i32*, !dbg !311
  store float %630, float* %566, align 4, !dbg !312, !tbaa !34
  %635 = load i32, i32* %634, align 4, !dbg !311, !tbaa !25
  store i32 %635, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %636, !dbg !314

636:                                              ; preds = %632, %625, %622
  %637 = phi float [ %630, %632 ], [ %623, %625 ], [ %623, %622 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %638 = icmp slt i32 %4, 2, !dbg !305
  br i1 %638, label %639, label %650, !dbg !306

639:                                              ; preds = %636
  %640 = add nsw i32 %4, 2, !dbg !307
  %641 = sext i32 %640 to i64, !dbg !308
  %642 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %641, !dbg !308
  %643 = addrspacecast float addrspace(3)* %642 to float*, !dbg !308
  %644 = load float, float* %643, align 4, !dbg !308, !tbaa !34
  %645 = fcmp contract olt float %644, %637, !dbg !309
  br i1 %645, label %646, label %650, !dbg !310

646:                                              ; preds = %639
  %647 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %641, !dbg !311
  %648 = addrspacecast i32 addrspace(3)* %647 to i32*, !dbg !311
  store float %644, float* %566, align 4, !dbg !312, !tbaa !34
  %649 = load i32, i32* %648, align 4, !dbg !311, !tbaa !25
  store i32 %649, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %650, !dbg !314

650:                                              ; preds = %646, %639, %636
  %651 = phi float [ %644, %646 ], [ %637, %639 ], [ %637, %636 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %652 = icmp slt i32 %4, 1, !dbg !305
  br i1 %652, label %653, label %664, !dbg !306

653:                                              ; preds = %650
  %654 = add nsw i32 %4, 1, !dbg !307
  %655 = sext i32 %654 to i64, !dbg !308
  %656 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ4dxtcE5s_err, i64 0, i64 %655, !dbg !308
  %657 = addrspacecast float addrspace(3)* %656 to float*, !dbg !308
  %658 = load float, float* %657, align 4, !dbg !308, !tbaa !34
  %659 = fcmp contract olt float %658, %651, !dbg !309
  br i1 %659, label %660, label %664, !dbg !310

660:                                              ; preds = %653
  %661 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid, i64 0, i64 %655, !dbg !311
  %662 = addrspacecast i32 addrspace(3)* %661 to i32*, !dbg !311
  store float %658, float* %566, align 4, !dbg !312, !tbaa !34
  %663 = load i32, i32* %662, align 4, !dbg !311, !tbaa !25
  store i32 %663, i32* %568, align 4, !dbg !313, !tbaa !25
  br label %664, !dbg !314

664:                                              ; preds = %660, %653, %650
  tail call void @llvm.nvvm.barrier0(), !dbg !315
  %665 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ4dxtcE5s_tid to [128 x i32]*), i64 0, i64 0), align 4, !dbg !316, !tbaa !25
  %666 = icmp eq i32 %4, %665, !dbg !317
  br i1 %666, label %667, label %730, !dbg !318

667:                                              ; preds = %664
  %668 = icmp eq i32 %560, 0, !dbg !319
  %669 = select i1 %668, i32 120, i32 24, !dbg !319
  br label %673, !dbg !320

670:                                              ; preds = %673
  %671 = icmp ult i32 %557, %558
  %672 = select i1 %668, i1 %671, i1 false, !dbg !321
  br i1 %672, label %705, label %707, !dbg !321

673:                                              ; preds = %673, %667
  %674 = phi i32 [ 0, %667 ], [ %703, %673 ]
  %675 = phi i32 [ 0, %667 ], [ %702, %673 ]
  %676 = shl nuw nsw i32 %674, 1, !dbg !322
  %677 = lshr i32 %559, %676, !dbg !323
  %678 = shl i32 %677, 1, !dbg !324
  %679 = and i32 %678, 6, !dbg !324
  %680 = lshr i32 %669, %679, !dbg !325
  %681 = and i32 %680, 3, !dbg !326
  %682 = zext i32 %674 to i64, !dbg !327
  %683 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ4dxtcE6s_xref, i64 0, i64 %682, !dbg !327
  %684 = addrspacecast i32 addrspace(3)* %683 to i32*, !dbg !327
  %685 = load i32, i32* %684, align 4, !dbg !327, !tbaa !25
  %686 = shl nsw i32 %685, 1, !dbg !328
  %687 = shl i32 %681, %686, !dbg !329
  %688 = or i32 %687, %675, !dbg !330
  %689 = or i32 %674, 1, !dbg !331
  %690 = shl nuw nsw i32 %689, 1, !dbg !322
  %691 = lshr i32 %559, %690, !dbg !323
  %692 = shl i32 %691, 1, !dbg !324
  %693 = and i32 %692, 6, !dbg !324
  %694 = lshr i32 %669, %693, !dbg !325
  %695 = and i32 %694, 3, !dbg !326
  %696 = zext i32 %689 to i64, !dbg !327
  %697 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ4dxtcE6s_xref, i64 0, i64 %696, !dbg !327
  %698 = addrspacecast i32 addrspace(3)* %697 to i32*, !dbg !327
  %699 = load i32, i32* %698, align 4, !dbg !327, !tbaa !25
  %700 = shl nsw i32 %699, 1, !dbg !328
  %701 = shl i32 %695, %700, !dbg !329
  %702 = or i32 %701, %688, !dbg !330
  %703 = add nuw nsw i32 %674, 2, !dbg !331
  %704 = icmp eq i32 %703, 16, !dbg !332
  br i1 %704, label %670, label %673, !dbg !320, !llvm.loop !333

705:                                              ; preds = %670
  %706 = xor i32 %702, 1431655765, !dbg !335
  br label %718, !dbg !336

707:                                              ; preds = %670
  %708 = icmp eq i32 %557, %558
  %709 = select i1 %668, i1 %708, i1 false, !dbg !337
  %710 = select i1 %709, i32 0, i32 %702, !dbg !337
  br i1 %668, label %718, label %711, !dbg !337

711:                                              ; preds = %707
  %712 = icmp ugt i32 %557, %558, !dbg !338
  br i1 %712, label %713, label %718, !dbg !339

713:                                              ; preds = %711
  %714 = lshr i32 %702, 1, !dbg !340
  %715 = and i32 %714, 1431655765, !dbg !341
  %716 = xor i32 %702, %715, !dbg !342
  %717 = xor i32 %716, 1431655765, !dbg !342
  br label %718, !dbg !343

718:                                              ; preds = %707, %713, %711, %705
  %719 = phi i32 [ %717, %713 ], [ %702, %711 ], [ %706, %705 ], [ %710, %707 ], !dbg !39
  %720 = phi i32 [ %558, %713 ], [ %557, %711 ], [ %558, %705 ], [ %557, %707 ], !dbg !39
  %721 = phi i32 [ %557, %713 ], [ %558, %711 ], [ %557, %705 ], [ %558, %707 ], !dbg !39
  %722 = shl i32 %721, 16, !dbg !344
  %723 = or i32 %722, %720, !dbg !345
  %724 = shl nsw i32 %6, 1, !dbg !346
  %725 = sext i32 %724 to i64, !dbg !347
  %726 = getelementptr inbounds i32, i32* %1, i64 %725, !dbg !347
  store i32 %723, i32* %726, align 4, !dbg !348, !tbaa !25
  %727 = or i32 %724, 1, !dbg !349
  %728 = sext i32 %727 to i64, !dbg !350
  %729 = getelementptr inbounds i32, i32* %1, i64 %728, !dbg !350
  store i32 %719, i32* %729, align 4, !dbg !351, !tbaa !25
  br label %730, !dbg !352

730:                                              ; preds = %718, %664
  ret void, !dbg !353
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/dxtc.cu", directory: ".")
!2 = !{void (i32*, i32*, i32)* @dxtc, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "dxtc", scope: !1, file: !1, line: 88, type: !10, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 96, column: 17, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 96, column: 36, scope: !9)
!19 = !DILocation(line: 96, column: 47, scope: !9)
!20 = !DILocation(line: 99, column: 9, scope: !9)
!21 = !DILocation(line: 99, column: 7, scope: !9)
!22 = !DILocation(line: 100, column: 28, scope: !9)
!23 = !DILocation(line: 100, column: 33, scope: !9)
!24 = !DILocation(line: 100, column: 18, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 102, column: 33, scope: !9)
!30 = !DILocation(line: 102, column: 16, scope: !9)
!31 = !DILocation(line: 102, column: 40, scope: !9)
!32 = !DILocation(line: 103, column: 7, scope: !9)
!33 = !DILocation(line: 103, column: 20, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !27, i64 0}
!36 = !DILocation(line: 102, column: 20, scope: !9)
!37 = !DILocation(line: 106, column: 3, scope: !9)
!38 = !DILocation(line: 107, column: 7, scope: !9)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 111, column: 21, scope: !9)
!41 = !DILocation(line: 111, column: 18, scope: !9)
!42 = !DILocation(line: 109, column: 30, scope: !9)
!43 = !DILocation(line: 109, column: 23, scope: !9)
!44 = !DILocation(line: 109, column: 5, scope: !9)
!45 = distinct !{!45, !44, !46, !47}
!46 = !DILocation(line: 111, column: 32, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 113, column: 5, scope: !9)
!49 = !DILocation(line: 114, column: 18, scope: !9)
!50 = !DILocation(line: 114, column: 30, scope: !9)
!51 = !DILocation(line: 115, column: 18, scope: !9)
!52 = !DILocation(line: 115, column: 30, scope: !9)
!53 = !DILocation(line: 116, column: 18, scope: !9)
!54 = !DILocation(line: 116, column: 30, scope: !9)
!55 = !DILocation(line: 117, column: 20, scope: !9)
!56 = !DILocation(line: 117, column: 14, scope: !9)
!57 = !DILocation(line: 118, column: 20, scope: !9)
!58 = !DILocation(line: 118, column: 14, scope: !9)
!59 = !DILocation(line: 119, column: 20, scope: !9)
!60 = !DILocation(line: 119, column: 14, scope: !9)
!61 = !DILocation(line: 120, column: 20, scope: !9)
!62 = !DILocation(line: 120, column: 14, scope: !9)
!63 = !DILocation(line: 121, column: 20, scope: !9)
!64 = !DILocation(line: 121, column: 14, scope: !9)
!65 = !DILocation(line: 122, column: 20, scope: !9)
!66 = !DILocation(line: 122, column: 14, scope: !9)
!67 = !DILocation(line: 113, column: 30, scope: !9)
!68 = !DILocation(line: 113, column: 23, scope: !9)
!69 = distinct !{!69, !48, !70, !47}
!70 = !DILocation(line: 123, column: 5, scope: !9)
!71 = !DILocation(line: 137, column: 22, scope: !9)
!72 = !DILocation(line: 137, column: 35, scope: !9)
!73 = !DILocation(line: 137, column: 27, scope: !9)
!74 = !DILocation(line: 137, column: 48, scope: !9)
!75 = !DILocation(line: 137, column: 40, scope: !9)
!76 = !DILocation(line: 137, column: 5, scope: !9)
!77 = !DILocation(line: 137, column: 14, scope: !9)
!78 = !DILocation(line: 138, column: 3, scope: !9)
!79 = !DILocation(line: 128, column: 24, scope: !9)
!80 = !DILocation(line: 128, column: 38, scope: !9)
!81 = !DILocation(line: 128, column: 29, scope: !9)
!82 = !DILocation(line: 128, column: 52, scope: !9)
!83 = !DILocation(line: 128, column: 43, scope: !9)
!84 = !DILocation(line: 129, column: 24, scope: !9)
!85 = !DILocation(line: 129, column: 38, scope: !9)
!86 = !DILocation(line: 129, column: 29, scope: !9)
!87 = !DILocation(line: 129, column: 52, scope: !9)
!88 = !DILocation(line: 129, column: 43, scope: !9)
!89 = !DILocation(line: 130, column: 24, scope: !9)
!90 = !DILocation(line: 130, column: 38, scope: !9)
!91 = !DILocation(line: 130, column: 29, scope: !9)
!92 = !DILocation(line: 130, column: 52, scope: !9)
!93 = !DILocation(line: 130, column: 43, scope: !9)
!94 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "fabsf", scope: !14, file: !14, line: 165, type: !10, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!96 = distinct !DILocation(line: 131, column: 23, scope: !9)
!97 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 131, column: 39, scope: !9)
!99 = !DILocation(line: 165, column: 40, scope: !95, inlinedAt: !100)
!100 = distinct !DILocation(line: 131, column: 49, scope: !9)
!101 = !DILocation(line: 172, column: 49, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!103 = distinct !DILocation(line: 131, column: 33, scope: !9)
!104 = !DILocation(line: 172, column: 49, scope: !102, inlinedAt: !105)
!105 = distinct !DILocation(line: 131, column: 17, scope: !9)
!106 = !DILocation(line: 132, column: 19, scope: !9)
!107 = !DILocation(line: 132, column: 17, scope: !9)
!108 = !DILocation(line: 133, column: 14, scope: !9)
!109 = !DILocation(line: 134, column: 14, scope: !9)
!110 = !DILocation(line: 135, column: 14, scope: !9)
!111 = !DILocation(line: 127, column: 32, scope: !9)
!112 = !DILocation(line: 127, column: 25, scope: !9)
!113 = !DILocation(line: 127, column: 5, scope: !9)
!114 = distinct !{!114, !113, !115, !47}
!115 = !DILocation(line: 136, column: 5, scope: !9)
!116 = !DILocation(line: 139, column: 3, scope: !9)
!117 = !DILocation(line: 140, column: 7, scope: !9)
!118 = !DILocation(line: 141, column: 15, scope: !9)
!119 = !DILocation(line: 143, column: 5, scope: !9)
!120 = !DILocation(line: 146, column: 7, scope: !9)
!121 = !DILocation(line: 146, column: 26, scope: !9)
!122 = !DILocation(line: 147, column: 5, scope: !9)
!123 = !DILocation(line: 147, column: 18, scope: !9)
!124 = !DILocation(line: 148, column: 3, scope: !9)
!125 = !DILocation(line: 144, column: 15, scope: !9)
!126 = !DILocation(line: 144, column: 24, scope: !9)
!127 = !DILocation(line: 144, column: 28, scope: !9)
!128 = !DILocation(line: 144, column: 41, scope: !9)
!129 = !DILocation(line: 144, column: 46, scope: !9)
!130 = !DILocation(line: 144, column: 12, scope: !9)
!131 = !DILocation(line: 143, column: 30, scope: !9)
!132 = !DILocation(line: 143, column: 23, scope: !9)
!133 = distinct !{!133, !119, !134, !47}
!134 = !DILocation(line: 144, column: 54, scope: !9)
!135 = !DILocation(line: 149, column: 3, scope: !9)
!136 = !DILocation(line: 153, column: 3, scope: !9)
!137 = !DILocation(line: 154, column: 29, scope: !9)
!138 = !DILocation(line: 154, column: 15, scope: !9)
!139 = !DILocation(line: 155, column: 11, scope: !9)
!140 = !DILocation(line: 155, column: 9, scope: !9)
!141 = !DILocation(line: 157, column: 21, scope: !9)
!142 = !DILocation(line: 56, column: 3, scope: !143, inlinedAt: !144)
!143 = distinct !DISubprogram(name: "evalPartition", scope: !1, file: !1, line: 52, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!144 = distinct !DILocation(line: 158, column: 19, scope: !9)
!145 = !DILocation(line: 0, scope: !143, inlinedAt: !144)
!146 = !DILocation(line: 57, column: 25, scope: !143, inlinedAt: !144)
!147 = !DILocation(line: 57, column: 19, scope: !143, inlinedAt: !144)
!148 = !DILocation(line: 57, column: 31, scope: !143, inlinedAt: !144)
!149 = !DILocation(line: 58, column: 18, scope: !143, inlinedAt: !144)
!150 = !DILocation(line: 58, column: 20, scope: !143, inlinedAt: !144)
!151 = !DILocation(line: 58, column: 39, scope: !143, inlinedAt: !144)
!152 = !DILocation(line: 58, column: 36, scope: !143, inlinedAt: !144)
!153 = !DILocation(line: 58, column: 44, scope: !143, inlinedAt: !144)
!154 = !DILocation(line: 59, column: 17, scope: !143, inlinedAt: !144)
!155 = !DILocation(line: 60, column: 16, scope: !143, inlinedAt: !144)
!156 = !DILocation(line: 61, column: 17, scope: !143, inlinedAt: !144)
!157 = !DILocation(line: 63, column: 25, scope: !143, inlinedAt: !144)
!158 = !DILocation(line: 63, column: 23, scope: !143, inlinedAt: !144)
!159 = !DILocation(line: 63, column: 14, scope: !143, inlinedAt: !144)
!160 = !DILocation(line: 64, column: 22, scope: !143, inlinedAt: !144)
!161 = !DILocation(line: 64, column: 14, scope: !143, inlinedAt: !144)
!162 = !DILocation(line: 59, column: 8, scope: !143, inlinedAt: !144)
!163 = !DILocation(line: 60, column: 8, scope: !143, inlinedAt: !144)
!164 = !DILocation(line: 61, column: 8, scope: !143, inlinedAt: !144)
!165 = !DILocation(line: 56, column: 28, scope: !143, inlinedAt: !144)
!166 = !DILocation(line: 56, column: 21, scope: !143, inlinedAt: !144)
!167 = distinct !{!167, !142, !168, !47}
!168 = !DILocation(line: 66, column: 3, scope: !143, inlinedAt: !144)
!169 = !DILocation(line: 69, column: 24, scope: !143, inlinedAt: !144)
!170 = !DILocation(line: 69, column: 34, scope: !143, inlinedAt: !144)
!171 = !DILocation(line: 69, column: 29, scope: !143, inlinedAt: !144)
!172 = !DILocation(line: 69, column: 18, scope: !143, inlinedAt: !144)
!173 = !DILocation(line: 72, column: 42, scope: !143, inlinedAt: !144)
!174 = !DILocation(line: 72, column: 56, scope: !143, inlinedAt: !144)
!175 = !DILocation(line: 72, column: 47, scope: !143, inlinedAt: !144)
!176 = !DILocation(line: 72, column: 62, scope: !143, inlinedAt: !144)
!177 = !DILocation(line: 118, column: 46, scope: !178, inlinedAt: !179)
!178 = distinct !DISubprogram(name: "__saturatef", scope: !14, file: !14, line: 118, type: !10, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!179 = distinct !DILocation(line: 72, column: 22, scope: !143, inlinedAt: !144)
!180 = !DILocation(line: 72, column: 67, scope: !143, inlinedAt: !144)
!181 = !DILocation(line: 170, column: 40, scope: !182, inlinedAt: !183)
!182 = distinct !DISubprogram(name: "rintf", scope: !14, file: !14, line: 170, type: !10, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!183 = distinct !DILocation(line: 72, column: 16, scope: !143, inlinedAt: !144)
!184 = !DILocation(line: 73, column: 42, scope: !143, inlinedAt: !144)
!185 = !DILocation(line: 73, column: 56, scope: !143, inlinedAt: !144)
!186 = !DILocation(line: 73, column: 47, scope: !143, inlinedAt: !144)
!187 = !DILocation(line: 73, column: 62, scope: !143, inlinedAt: !144)
!188 = !DILocation(line: 118, column: 46, scope: !178, inlinedAt: !189)
!189 = distinct !DILocation(line: 73, column: 22, scope: !143, inlinedAt: !144)
!190 = !DILocation(line: 73, column: 67, scope: !143, inlinedAt: !144)
!191 = !DILocation(line: 170, column: 40, scope: !182, inlinedAt: !192)
!192 = distinct !DILocation(line: 73, column: 16, scope: !143, inlinedAt: !144)
!193 = !DILocation(line: 76, column: 18, scope: !143, inlinedAt: !144)
!194 = !DILocation(line: 76, column: 38, scope: !143, inlinedAt: !144)
!195 = !DILocation(line: 77, column: 16, scope: !143, inlinedAt: !144)
!196 = !DILocation(line: 77, column: 20, scope: !143, inlinedAt: !144)
!197 = !DILocation(line: 77, column: 29, scope: !143, inlinedAt: !144)
!198 = !DILocation(line: 77, column: 33, scope: !143, inlinedAt: !144)
!199 = !DILocation(line: 77, column: 25, scope: !143, inlinedAt: !144)
!200 = !DILocation(line: 78, column: 24, scope: !143, inlinedAt: !144)
!201 = !DILocation(line: 78, column: 28, scope: !143, inlinedAt: !144)
!202 = !DILocation(line: 78, column: 37, scope: !143, inlinedAt: !144)
!203 = !DILocation(line: 78, column: 33, scope: !143, inlinedAt: !144)
!204 = !DILocation(line: 78, column: 50, scope: !143, inlinedAt: !144)
!205 = !DILocation(line: 78, column: 46, scope: !143, inlinedAt: !144)
!206 = !DILocation(line: 78, column: 19, scope: !143, inlinedAt: !144)
!207 = !DILocation(line: 77, column: 38, scope: !143, inlinedAt: !144)
!208 = !DILocation(line: 77, column: 11, scope: !143, inlinedAt: !144)
!209 = !DILocation(line: 159, column: 15, scope: !9)
!210 = !DILocation(line: 159, column: 9, scope: !9)
!211 = !DILocation(line: 75, column: 20, scope: !143, inlinedAt: !144)
!212 = !DILocation(line: 75, column: 23, scope: !143, inlinedAt: !144)
!213 = !DILocation(line: 75, column: 7, scope: !143, inlinedAt: !144)
!214 = !DILocation(line: 74, column: 20, scope: !143, inlinedAt: !144)
!215 = !DILocation(line: 74, column: 23, scope: !143, inlinedAt: !144)
!216 = !DILocation(line: 74, column: 7, scope: !143, inlinedAt: !144)
!217 = !DILocation(line: 165, column: 5, scope: !9)
!218 = distinct !{!218, !136, !219, !47}
!219 = !DILocation(line: 166, column: 3, scope: !9)
!220 = !DILocation(line: 168, column: 15, scope: !9)
!221 = !DILocation(line: 169, column: 11, scope: !9)
!222 = !DILocation(line: 169, column: 9, scope: !9)
!223 = !DILocation(line: 171, column: 21, scope: !9)
!224 = !DILocation(line: 56, column: 3, scope: !143, inlinedAt: !225)
!225 = distinct !DILocation(line: 172, column: 19, scope: !9)
!226 = !DILocation(line: 0, scope: !143, inlinedAt: !225)
!227 = !DILocation(line: 57, column: 25, scope: !143, inlinedAt: !225)
!228 = !DILocation(line: 57, column: 19, scope: !143, inlinedAt: !225)
!229 = !DILocation(line: 57, column: 31, scope: !143, inlinedAt: !225)
!230 = !DILocation(line: 58, column: 18, scope: !143, inlinedAt: !225)
!231 = !DILocation(line: 58, column: 20, scope: !143, inlinedAt: !225)
!232 = !DILocation(line: 58, column: 39, scope: !143, inlinedAt: !225)
!233 = !DILocation(line: 58, column: 36, scope: !143, inlinedAt: !225)
!234 = !DILocation(line: 58, column: 44, scope: !143, inlinedAt: !225)
!235 = !DILocation(line: 59, column: 17, scope: !143, inlinedAt: !225)
!236 = !DILocation(line: 60, column: 16, scope: !143, inlinedAt: !225)
!237 = !DILocation(line: 61, column: 17, scope: !143, inlinedAt: !225)
!238 = !DILocation(line: 63, column: 25, scope: !143, inlinedAt: !225)
!239 = !DILocation(line: 63, column: 23, scope: !143, inlinedAt: !225)
!240 = !DILocation(line: 63, column: 14, scope: !143, inlinedAt: !225)
!241 = !DILocation(line: 64, column: 22, scope: !143, inlinedAt: !225)
!242 = !DILocation(line: 64, column: 14, scope: !143, inlinedAt: !225)
!243 = !DILocation(line: 59, column: 8, scope: !143, inlinedAt: !225)
!244 = !DILocation(line: 60, column: 8, scope: !143, inlinedAt: !225)
!245 = !DILocation(line: 61, column: 8, scope: !143, inlinedAt: !225)
!246 = !DILocation(line: 56, column: 28, scope: !143, inlinedAt: !225)
!247 = !DILocation(line: 56, column: 21, scope: !143, inlinedAt: !225)
!248 = distinct !{!248, !224, !249, !47}
!249 = !DILocation(line: 66, column: 3, scope: !143, inlinedAt: !225)
!250 = !DILocation(line: 69, column: 24, scope: !143, inlinedAt: !225)
!251 = !DILocation(line: 69, column: 34, scope: !143, inlinedAt: !225)
!252 = !DILocation(line: 69, column: 29, scope: !143, inlinedAt: !225)
!253 = !DILocation(line: 69, column: 18, scope: !143, inlinedAt: !225)
!254 = !DILocation(line: 72, column: 42, scope: !143, inlinedAt: !225)
!255 = !DILocation(line: 72, column: 56, scope: !143, inlinedAt: !225)
!256 = !DILocation(line: 72, column: 47, scope: !143, inlinedAt: !225)
!257 = !DILocation(line: 72, column: 62, scope: !143, inlinedAt: !225)
!258 = !DILocation(line: 118, column: 46, scope: !178, inlinedAt: !259)
!259 = distinct !DILocation(line: 72, column: 22, scope: !143, inlinedAt: !225)
!260 = !DILocation(line: 72, column: 67, scope: !143, inlinedAt: !225)
!261 = !DILocation(line: 170, column: 40, scope: !182, inlinedAt: !262)
!262 = distinct !DILocation(line: 72, column: 16, scope: !143, inlinedAt: !225)
!263 = !DILocation(line: 73, column: 42, scope: !143, inlinedAt: !225)
!264 = !DILocation(line: 73, column: 56, scope: !143, inlinedAt: !225)
!265 = !DILocation(line: 73, column: 47, scope: !143, inlinedAt: !225)
!266 = !DILocation(line: 73, column: 62, scope: !143, inlinedAt: !225)
!267 = !DILocation(line: 118, column: 46, scope: !178, inlinedAt: !268)
!268 = distinct !DILocation(line: 73, column: 22, scope: !143, inlinedAt: !225)
!269 = !DILocation(line: 73, column: 67, scope: !143, inlinedAt: !225)
!270 = !DILocation(line: 170, column: 40, scope: !182, inlinedAt: !271)
!271 = distinct !DILocation(line: 73, column: 16, scope: !143, inlinedAt: !225)
!272 = !DILocation(line: 76, column: 18, scope: !143, inlinedAt: !225)
!273 = !DILocation(line: 76, column: 38, scope: !143, inlinedAt: !225)
!274 = !DILocation(line: 77, column: 16, scope: !143, inlinedAt: !225)
!275 = !DILocation(line: 77, column: 20, scope: !143, inlinedAt: !225)
!276 = !DILocation(line: 77, column: 29, scope: !143, inlinedAt: !225)
!277 = !DILocation(line: 77, column: 33, scope: !143, inlinedAt: !225)
!278 = !DILocation(line: 77, column: 25, scope: !143, inlinedAt: !225)
!279 = !DILocation(line: 78, column: 24, scope: !143, inlinedAt: !225)
!280 = !DILocation(line: 78, column: 28, scope: !143, inlinedAt: !225)
!281 = !DILocation(line: 78, column: 37, scope: !143, inlinedAt: !225)
!282 = !DILocation(line: 78, column: 33, scope: !143, inlinedAt: !225)
!283 = !DILocation(line: 78, column: 50, scope: !143, inlinedAt: !225)
!284 = !DILocation(line: 78, column: 46, scope: !143, inlinedAt: !225)
!285 = !DILocation(line: 78, column: 19, scope: !143, inlinedAt: !225)
!286 = !DILocation(line: 77, column: 38, scope: !143, inlinedAt: !225)
!287 = !DILocation(line: 77, column: 11, scope: !143, inlinedAt: !225)
!288 = !DILocation(line: 173, column: 15, scope: !9)
!289 = !DILocation(line: 173, column: 9, scope: !9)
!290 = !DILocation(line: 75, column: 20, scope: !143, inlinedAt: !225)
!291 = !DILocation(line: 75, column: 23, scope: !143, inlinedAt: !225)
!292 = !DILocation(line: 75, column: 7, scope: !143, inlinedAt: !225)
!293 = !DILocation(line: 74, column: 20, scope: !143, inlinedAt: !225)
!294 = !DILocation(line: 74, column: 23, scope: !143, inlinedAt: !225)
!295 = !DILocation(line: 74, column: 7, scope: !143, inlinedAt: !225)
!296 = !DILocation(line: 179, column: 5, scope: !9)
!297 = distinct !{!297, !298, !299, !47}
!298 = !DILocation(line: 167, column: 3, scope: !9)
!299 = !DILocation(line: 180, column: 3, scope: !9)
!300 = !DILocation(line: 184, column: 3, scope: !9)
!301 = !DILocation(line: 184, column: 12, scope: !9)
!302 = !DILocation(line: 185, column: 3, scope: !9)
!303 = !DILocation(line: 185, column: 12, scope: !9)
!304 = !DILocation(line: 186, column: 3, scope: !9)
!305 = !DILocation(line: 188, column: 11, scope: !9)
!306 = !DILocation(line: 188, column: 18, scope: !9)
!307 = !DILocation(line: 188, column: 29, scope: !9)
!308 = !DILocation(line: 188, column: 21, scope: !9)
!309 = !DILocation(line: 188, column: 37, scope: !9)
!310 = !DILocation(line: 188, column: 9, scope: !9)
!311 = !DILocation(line: 190, column: 18, scope: !9)
!312 = !DILocation(line: 189, column: 16, scope: !9)
!313 = !DILocation(line: 190, column: 16, scope: !9)
!314 = !DILocation(line: 191, column: 5, scope: !9)
!315 = !DILocation(line: 192, column: 5, scope: !9)
!316 = !DILocation(line: 195, column: 12, scope: !9)
!317 = !DILocation(line: 195, column: 9, scope: !9)
!318 = !DILocation(line: 195, column: 7, scope: !9)
!319 = !DILocation(line: 199, column: 20, scope: !9)
!320 = !DILocation(line: 200, column: 5, scope: !9)
!321 = !DILocation(line: 205, column: 22, scope: !9)
!322 = !DILocation(line: 201, column: 36, scope: !9)
!323 = !DILocation(line: 201, column: 30, scope: !9)
!324 = !DILocation(line: 202, column: 26, scope: !9)
!325 = !DILocation(line: 202, column: 20, scope: !9)
!326 = !DILocation(line: 202, column: 32, scope: !9)
!327 = !DILocation(line: 202, column: 45, scope: !9)
!328 = !DILocation(line: 202, column: 43, scope: !9)
!329 = !DILocation(line: 202, column: 37, scope: !9)
!330 = !DILocation(line: 202, column: 11, scope: !9)
!331 = !DILocation(line: 200, column: 30, scope: !9)
!332 = !DILocation(line: 200, column: 23, scope: !9)
!333 = distinct !{!333, !320, !334, !47}
!334 = !DILocation(line: 203, column: 5, scope: !9)
!335 = !DILocation(line: 208, column: 11, scope: !9)
!336 = !DILocation(line: 209, column: 5, scope: !9)
!337 = !DILocation(line: 209, column: 29, scope: !9)
!338 = !DILocation(line: 211, column: 34, scope: !9)
!339 = !DILocation(line: 211, column: 16, scope: !9)
!340 = !DILocation(line: 214, column: 20, scope: !9)
!341 = !DILocation(line: 214, column: 26, scope: !9)
!342 = !DILocation(line: 214, column: 11, scope: !9)
!343 = !DILocation(line: 215, column: 5, scope: !9)
!344 = !DILocation(line: 216, column: 31, scope: !9)
!345 = !DILocation(line: 216, column: 26, scope: !9)
!346 = !DILocation(line: 216, column: 14, scope: !9)
!347 = !DILocation(line: 216, column: 5, scope: !9)
!348 = !DILocation(line: 216, column: 21, scope: !9)
!349 = !DILocation(line: 217, column: 20, scope: !9)
!350 = !DILocation(line: 217, column: 5, scope: !9)
!351 = !DILocation(line: 217, column: 25, scope: !9)
!352 = !DILocation(line: 218, column: 3, scope: !9)
!353 = !DILocation(line: 219, column: 1, scope: !9)
